import { useRef, type ReactNode, type TouchEvent } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import type { TripDay, TripMedia } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';
import { InAppLink } from './InAppLink.tsx';
import type { HiddenPlaceKind } from './PlaceMenu.tsx';
import { TripArticleList } from './TripArticleList.tsx';
import { TripMediaStrip } from './TripMediaStrip.tsx';
import { formatDayTitle } from './tripFormat.ts';

export type TripDayViewProps = {
  status: 'loading' | 'error' | 'ready';
  error?: string;
  /** undefined once loaded: the trip has no such day. */
  day?: TripDay;
  /** The trip's last day number: the « next » arrow stops there. */
  lastDay: number;
  /** A small map of the day: the screen fills it (TripMap); stories put a plain box there. */
  map?: ReactNode;
  self: string | undefined;
  isAdmin: boolean;
  hidingKey?: string;
  hideError?: string;
  tripHref: string;
  dayHref: (day: number) => string;
  articleHref: (id: string) => string;
  onNavigate: (href: string) => void;
  onOpenMedia: (item: TripMedia) => void;
  onHidePlace: (kind: HiddenPlaceKind, id: string) => void;
  onRetry: () => void;
};

/** A swipe is a horizontal move longer than this that is wider than it is tall. */
const SWIPE_PX = 60;

const byCaptureTime = (a: TripMedia, b: TripMedia) => (a.takenAt ?? Number.MAX_SAFE_INTEGER) - (b.takenAt ?? Number.MAX_SAFE_INTEGER);

/** /app/voyage/jour/<n>: « Jour 3 · mardi 4 août · Annecy → Chamonix », its articles, its photos
 * and videos in capture order, its chat count; arrows or a swipe to the day before or after. */
export function TripDayView(props: TripDayViewProps) {
  const { status, error, day, lastDay, map, self, isAdmin, hidingKey, hideError, tripHref, dayHref, articleHref, onNavigate, onOpenMedia, onHidePlace, onRetry } = props;
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const number = day?.day;
  const previous = number !== undefined && number > 1 ? number - 1 : undefined;
  const next = number !== undefined && number < lastDay ? number + 1 : undefined;

  const handleTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    const target = dx > 0 ? previous : next;
    if (target !== undefined) onNavigate(dayHref(target));
  };

  const back = (
    <InAppLink href={tripHref} onNavigate={onNavigate}>
      {tripTexts.backToTrip}
    </InAppLink>
  );
  if (status === 'loading')
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={tripTexts.loading} />
      </Stack>
    );
  if (status === 'error')
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry} sx={{ minHeight: 44 }}>{tripTexts.retry}</Button>}>
        {tripTexts.error(error ?? '')}
      </Alert>
    );
  if (!day)
    return (
      <Stack spacing={1}>
        {back}
        <Typography>{tripTexts.dayNotFound}</Typography>
      </Stack>
    );

  const media = [...day.media].sort(byCaptureTime);
  const empty = day.articles.length === 0 && media.length === 0 && day.chatMessages === 0;
  return (
    <Stack spacing={2} onTouchStart={handleTouchStart} onTouchEnd={handleTouchEnd}>
      {back}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={previous ? tripTexts.previousDay(previous) : tripTexts.noPreviousDay} disabled={!previous} onClick={() => previous && onNavigate(dayHref(previous))} sx={{ width: 44, height: 44 }}>
          <NavigateBeforeIcon />
        </IconButton>
        <Typography variant="h1" sx={{ flex: 1, fontSize: { xs: '1.3rem', md: '1.8rem' }, overflowWrap: 'anywhere' }}>
          {formatDayTitle(day)}
        </Typography>
        <IconButton aria-label={next ? tripTexts.nextDay(next) : tripTexts.noNextDay} disabled={!next} onClick={() => next && onNavigate(dayHref(next))} sx={{ width: 44, height: 44 }}>
          <NavigateNextIcon />
        </IconButton>
      </Stack>
      {hideError && <Alert severity="error">{tripTexts.hideError(hideError)}</Alert>}
      {empty ? (
        <Typography>{tripTexts.emptyDay}</Typography>
      ) : (
        <>
          {day.chatMessages > 0 && <Typography>{tripTexts.counts.messages(day.chatMessages)}</Typography>}
          {day.articles.length > 0 && (
            <Box component="section" aria-labelledby="trip-day-articles">
              <Typography variant="h2" id="trip-day-articles" sx={{ fontSize: '1.2rem' }}>
                {tripTexts.dayArticles}
              </Typography>
              <TripArticleList articles={day.articles} label={tripTexts.dayArticles} self={self} isAdmin={isAdmin} hidingKey={hidingKey} articleHref={articleHref} onNavigate={onNavigate} onHidePlace={onHidePlace} />
            </Box>
          )}
          {media.length > 0 && (
            <Box component="section" aria-labelledby="trip-day-media">
              <Typography variant="h2" id="trip-day-media" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {tripTexts.dayMedia}
              </Typography>
              <TripMediaStrip media={media} label={tripTexts.dayMedia} self={self} isAdmin={isAdmin} hidingKey={hidingKey} onOpen={onOpenMedia} onHidePlace={onHidePlace} />
            </Box>
          )}
        </>
      )}
      {map && day.places.length > 0 && (
        <Box component="section" aria-label={tripTexts.dayMapLabel(day.day)} sx={{ height: 240, borderRadius: 1, overflow: 'hidden' }}>
          {map}
        </Box>
      )}
    </Stack>
  );
}
