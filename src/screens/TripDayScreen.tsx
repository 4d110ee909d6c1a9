import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { TripDayView } from '../components/TripDayView.tsx';
import { VoyageMapSlot } from './VoyageMapSlot.tsx';
import { articleHref, dayHref, mapSteps, voyageHref } from './voyageLinks.ts';
import { useTripScreen } from './useTripScreen.ts';

const ignoreStep = () => undefined;

/** /app/voyage/jour/<n>: one day of the current trip. */
export const TripDayScreen = observer(function TripDayScreen() {
  const { trip, self, isAdmin, navigate } = useTripScreen();
  const number = Number(useParams().day);
  const day = Number.isInteger(number) ? trip.dayOf(number) : undefined;
  const loaded = trip.tripDays !== undefined || trip.current?.trip === null;
  // The same map input at each tick of useTripScreen's clock: new arrays would place the
  // markers and cut the route into tiles again.
  const map = useMemo(() => {
    const steps = trip.steps.filter((step) => step.day === number);
    const route = { paths: steps.length > 1 ? [steps.map((step) => [step.lon, step.lat] as [number, number])] : [], jumps: [] };
    return { route, steps: mapSteps(steps) };
  }, [trip.steps, number]);

  return (
    <TripDayView
      status={loaded ? 'ready' : trip.status === 'error' ? 'error' : 'loading'}
      error={trip.error}
      day={day}
      lastDay={trip.days.reduce((last, entry) => Math.max(last, entry.day), 0)}
      map={
        <VoyageMapSlot
          size="small"
          route={map.route}
          steps={map.steps}
          latest={null}
          onStepOpen={ignoreStep}
        />
      }
      self={self}
      isAdmin={isAdmin}
      hidingKey={trip.hidingKey}
      hideError={trip.hideError}
      tripHref={voyageHref}
      dayHref={dayHref}
      articleHref={articleHref}
      onNavigate={navigate}
      onOpenMedia={(item) => navigate(item.url)}
      onHidePlace={(kind, id) => void trip.hidePlace(kind, id)}
      onRetry={() => void trip.load()}
    />
  );
});
