import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { TripDayView } from '../components/TripDayView.tsx';
import { VoyageMapSlot } from './VoyageMapSlot.tsx';
import { articleHref, dayHref, mapSteps, voyageHref } from './voyageLinks.ts';
import { useTripScreen } from './useTripScreen.ts';

/** /app/voyage/jour/<n>: one day of the current trip. */
export const TripDayScreen = observer(function TripDayScreen() {
  const { trip, self, isAdmin, navigate } = useTripScreen();
  const number = Number(useParams().day);
  const day = Number.isInteger(number) ? trip.dayOf(number) : undefined;
  const loaded = trip.tripDays !== undefined || trip.current?.trip === null;
  const steps = trip.steps.filter((step) => step.day === number);

  return (
    <TripDayView
      status={loaded ? 'ready' : trip.status === 'error' ? 'error' : 'loading'}
      error={trip.error}
      day={day}
      lastDay={trip.days.reduce((last, entry) => Math.max(last, entry.day), 0)}
      map={
        <VoyageMapSlot
          size="small"
          route={{ paths: steps.length > 1 ? [steps.map((step) => [step.lon, step.lat] as [number, number])] : [], jumps: [] }}
          steps={mapSteps(steps)}
          latest={null}
          onStepOpen={() => undefined}
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
