import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Box } from '@mui/material';
import { TripNewsLine } from '../components/TripNewsLine.tsx';
import { formatRelativeTime } from '../components/relativeTime.ts';
import { useStores } from '../app/StoresContext.tsx';
import { tripOf } from '../stores/TripStore.ts';
import { voyageHref } from './voyageLinks.ts';

/** The feed's « Dernières nouvelles »: read once the feed has loaded, shown only when there is news,
 * worded from the moment it was read (the feed is read again on each visit and live change). */
export const TripNewsSection = observer(function TripNewsSection() {
  const trip = tripOf(useStores());
  const navigate = useNavigate();

  useEffect(() => {
    void trip.loadCurrent();
  }, [trip]);

  const latest = trip.current?.latest;
  if (!latest) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <TripNewsLine place={`${latest.name}, ${latest.country}`} when={formatRelativeTime(latest.at, trip.readAt)} href={voyageHref} onNavigate={(href) => void navigate(href)} />
    </Box>
  );
});
