import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../app/StoresContext.tsx';
import { tripOf } from '../stores/TripStore.ts';

/** How often « il y a 2 h » is worded again while a trip page stays open. */
const CLOCK_MS = 60_000;

/** What Voyage and a day share: the trip's store (loaded on first open), who may hide a place,
 * navigation, and a clock. `land`: Voyage's first map, which a day's small map does without. */
export function useTripScreen({ land = false } = {}) {
  const root = useStores();
  const trip = tripOf(root);
  const navigate = useNavigate();
  const [clock, setClock] = useState(() => Date.now());
  // The same function at each tick of the clock, so what it is given to is not drawn again.
  const navigateTo = useCallback((href: string) => void navigate(href), [navigate]);

  useEffect(() => {
    // A trip already read (another page of it) stays on screen while it is read again.
    void trip.load({ quiet: trip.tripDays !== undefined, join: true, land });
  }, [trip, land]);

  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  return {
    trip,
    // News read after the last tick is worded from the moment it was read, never from an older clock.
    now: Math.max(clock, trip.readAt),
    self: root.accounts.pseudo,
    isAdmin: root.accounts.isAdmin,
    navigate: navigateTo,
  };
}
