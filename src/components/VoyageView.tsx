import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import type { Trip, TripDay, TripMapReply, TripStep } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';
import { bookTexts } from '../texts/bookTexts.ts';
import { TripDayList } from './TripDayList.tsx';
import { formatFigures, formatTripDay } from './tripFormat.ts';

export type VoyageViewProps = {
  status: 'loading' | 'error' | 'none' | 'ready';
  error?: string;
  trip?: Trip;
  figures?: TripMapReply['figures'];
  /** « Ils sont ici »: the place and how long ago, already worded (« Genève, Suisse », « il y a 2 h »). */
  latest?: { place: string; when: string; at: number } | null;
  /** Where the map goes: the screen fills it (TripMap); stories put a plain box there. */
  map: ReactNode;
  days: readonly TripDay[];
  /** The map is shown, the days are still being read (they come after it). */
  daysLoading?: boolean;
  steps: readonly Pick<TripStep, 'id' | 'day' | 'name' | 'count'>[];
  dayHref: (day: number) => string;
  onNavigate: (href: string) => void;
  onOpenStep: (id: string) => void;
  onRetry: () => void;
  /** Issue 42: « Le livre du voyage », for any member; absent, no button. */
  onOpenBook?: () => void;
};

/** /app/voyage: the current trip on its map, its figures, « Ils sont ici », and the same steps as a list by day. */
export function VoyageView({ status, error, trip, figures, latest, map, days, daysLoading = false, steps, dayHref, onNavigate, onOpenStep, onRetry, onOpenBook }: VoyageViewProps) {
  if (status === 'loading')
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={tripTexts.loading} />
      </Stack>
    );
  if (status === 'error')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry} sx={{ minHeight: 44 }}>
            {tripTexts.retry}
          </Button>
        }
      >
        {tripTexts.error(error ?? '')}
      </Alert>
    );
  if (status === 'none' || !trip)
    return (
      <Stack spacing={1} sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
          {tripTexts.noTrip}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{tripTexts.noTripHint}</Typography>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
          {trip.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{tripTexts.dates(formatTripDay(trip.start), trip.end ? formatTripDay(trip.end) : null)}</Typography>
        {figures && (
          <Typography sx={{ fontWeight: 600 }}>
            {formatFigures(figures)}
          </Typography>
        )}
        {onOpenBook && (
          <Button variant="outlined" startIcon={<MenuBookOutlinedIcon />} onClick={onOpenBook} sx={{ mt: 1, minHeight: 44 }}>
            {bookTexts.open}
          </Button>
        )}
      </Box>
      <Box component="section" aria-labelledby="voyage-latest">
        <Typography variant="h2" id="voyage-latest" sx={{ fontSize: '1.2rem' }}>
          {tripTexts.latestTitle}
        </Typography>
        {latest ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <PlaceOutlinedIcon color="primary" aria-hidden />
            <Typography>
              {latest.place} · <time dateTime={new Date(latest.at).toISOString()}>{latest.when}</time>
            </Typography>
          </Stack>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{tripTexts.noLatest}</Typography>
        )}
      </Box>
      <Box component="section" aria-label={tripTexts.mapLabel} sx={{ height: { xs: 360, md: 480 }, borderRadius: 1, overflow: 'hidden' }}>
        {map}
      </Box>
      <Box component="section" aria-labelledby="voyage-days">
        <Typography variant="h2" id="voyage-days" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {tripTexts.daysTitle}
        </Typography>
        {daysLoading ? (
          <CircularProgress size={28} aria-label={tripTexts.loading} />
        ) : (
          <TripDayList days={days} steps={steps} dayHref={dayHref} onNavigate={onNavigate} onOpenStep={onOpenStep} />
        )}
      </Box>
    </Stack>
  );
}
