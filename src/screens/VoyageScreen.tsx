import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { VoyageView } from '../components/VoyageView.tsx';
import { TripStepSheet } from '../components/TripStepSheet.tsx';
import { formatRelativeTime } from '../components/relativeTime.ts';
import { VoyageMapSlot } from './VoyageMapSlot.tsx';
import { articleHref, dayHref, mapSteps } from './voyageLinks.ts';
import { useTripScreen } from './useTripScreen.ts';

// Issue 42: the book's dialog and store load on the first « Le livre du voyage ».
const BookDialogScreen = lazy(() => import('./BookDialogScreen.tsx').then((m) => ({ default: m.BookDialogScreen })));

function viewStatus(status: string, hasTrip: boolean | undefined, loaded: boolean, daysRead: boolean) {
  if (status === 'error' && !daysRead) return 'error';
  if (loaded) return hasTrip ? 'ready' : 'none';
  return 'loading';
}

/** /app/voyage: the current trip on its map, its days as a list, and a step's sheet. */
export const VoyageScreen = observer(function VoyageScreen() {
  const { trip, now, self, isAdmin, navigate } = useTripScreen({ land: true });
  // The page shows once the map is in (issue 39: the map first); the days follow.
  const loaded = trip.current !== undefined && (trip.current.trip === null || trip.tripMap !== undefined);
  const latest = trip.latest;
  const open = trip.openStep;
  const latestPlace = latest ? `${latest.name}, ${latest.country}` : '';
  // The map and the days get the same values at each tick of the clock: a new array of steps
  // would place every marker and cut the route into tiles again, a long task on a phone.
  const mapStepsShown = useMemo(() => mapSteps(trip.steps), [trip.steps]);
  const mapLatest = useMemo(() => (latest ? { lat: latest.lat, lon: latest.lon, label: latestPlace } : null), [latest, latestPlace]);
  const openStep = useCallback((id: string) => trip.openStepSheet(id), [trip]);
  // undefined until first asked for: the dialog's code is not loaded before.
  const [bookOpen, setBookOpen] = useState<boolean | undefined>(undefined);
  const shownTrip = trip.trip;

  return (
    <>
      <VoyageView
        status={viewStatus(trip.status, trip.trip !== null, loaded, trip.tripDays !== undefined)}
        error={trip.error}
        trip={trip.trip ?? undefined}
        figures={trip.tripMap?.figures}
        latest={latest ? { place: latestPlace, when: formatRelativeTime(latest.at, now), at: latest.at } : null}
        map={
          <VoyageMapSlot
            size="large"
            route={trip.tripMap?.route ?? { paths: [], jumps: [] }}
            detailedTiles={trip.tripMap?.detailedTiles ?? false}
            steps={mapStepsShown}
            latest={mapLatest}
            onStepOpen={openStep}
            land={trip.tripLand}
          />
        }
        days={trip.days}
        daysLoading={trip.tripDays === undefined}
        steps={trip.steps}
        dayHref={dayHref}
        onNavigate={navigate}
        onOpenStep={openStep}
        onRetry={() => void trip.load()}
        onOpenBook={() => setBookOpen(true)}
      />
      {bookOpen !== undefined && shownTrip && (
        <Suspense fallback={null}>
          <BookDialogScreen open={bookOpen} trip={shownTrip} dayCount={Math.max(1, ...trip.days.map((day) => day.day))} onClose={() => setBookOpen(false)} />
        </Suspense>
      )}
      <TripStepSheet
        step={open ? { place: `${open.step.name}, ${open.step.country}`, day: open.step.day, articles: open.articles, media: open.media } : undefined}
        self={self}
        isAdmin={isAdmin}
        hidingKey={trip.hidingKey}
        hideError={trip.hideError}
        articleHref={articleHref}
        dayHref={dayHref}
        onNavigate={(href) => {
          trip.closeStepSheet();
          navigate(href);
        }}
        onOpenMedia={(item) => navigate(item.url)}
        onHidePlace={(kind, id) => void trip.hidePlace(kind, id)}
        onClose={() => trip.closeStepSheet()}
      />
    </>
  );
});
