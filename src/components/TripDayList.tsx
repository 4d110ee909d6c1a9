import { memo } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { TripDay, TripStep } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';
import { InAppLink } from './InAppLink.tsx';
import { formatDayTitle } from './tripFormat.ts';

export type TripDayListProps = {
  days: readonly TripDay[];
  /** The map's steps: each becomes a button that opens its sheet, as a marker does. */
  steps: readonly Pick<TripStep, 'id' | 'day' | 'name' | 'count'>[];
  dayHref: (day: number) => string;
  onNavigate: (href: string) => void;
  onOpenStep: (id: string) => void;
};

function dayCounts(day: TripDay): string {
  const photos = day.media.filter((item) => item.kind === 'photo').length;
  const videos = day.media.length - photos;
  const { counts } = tripTexts;
  const parts = [
    day.articles.length > 0 ? counts.articles(day.articles.length) : '',
    photos > 0 ? counts.photos(photos) : '',
    videos > 0 ? counts.videos(videos) : '',
    day.chatMessages > 0 ? counts.messages(day.chatMessages) : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : tripTexts.emptyDay;
}

/**
 * The map's content as a list by day, for screen readers and keyboards: a map alone is not
 * accessible. Drawn again only when its props change: a month's days are hundreds of elements,
 * and Voyage's clock (« il y a 2 h », each minute) must not redraw them (issue 39, long tasks).
 */
export const TripDayList = memo(function TripDayList({ days, steps, dayHref, onNavigate, onOpenStep }: TripDayListProps) {
  return (
    <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0, gap: 2 }}>
      {days.map((day) => {
        const daySteps = steps.filter((step) => step.day === day.day);
        return (
          <Box component="li" key={day.day}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
              <InAppLink href={dayHref(day.day)} onNavigate={onNavigate}>
                {formatDayTitle(day)}
              </InAppLink>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {dayCounts(day)}
            </Typography>
            {daySteps.length > 0 && (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                {daySteps.map((step) => (
                  <li key={step.id}>
                    <Button variant="outlined" size="small" onClick={() => onOpenStep(step.id)} sx={{ minHeight: 44, textTransform: 'none' }}>
                      {tripTexts.stepLink(step.name, step.count)}
                    </Button>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
});
