import { describe, expect, it } from 'vitest';
import { TripAdminStore } from './TripAdminStore.ts';
import { sampleAdmin } from '../testing/fakeAccountsApi.ts';
import { fakeTripApi, sampleTrip } from '../testing/fakeTripApi.ts';

const token = () => sampleAdmin.userToken;

describe('TripAdminStore', () => {
  it('creates a trip without an end while travelling, then lists it first', async () => {
    const api = fakeTripApi();
    const store = new TripAdminStore(api, token);
    await store.loadTrips();
    await expect(store.saveTrip({ title: '  Islande 2027 ', start: '2027-07-01', end: '' })).resolves.toBe(true);
    expect(store.trips.map((trip) => [trip.title, trip.end])).toEqual([
      ['Islande 2027', null],
      [sampleTrip.title, null],
    ]);
  });

  it('keeps the server’s French refusal of a save', async () => {
    const store = new TripAdminStore(fakeTripApi({ refuseSaveWith: 'Ces dates chevauchent le voyage « Les Alpes en famille ».' }), token);
    await expect(store.saveTrip({ title: 'Savoie', start: '2026-08-03', end: '' })).resolves.toBe(false);
    expect(store.saveError).toBe('Ces dates chevauchent le voyage « Les Alpes en famille ».');
    expect(store.isSaving).toBe(false);
  });

  it('deletes a trip from the list', async () => {
    const api = fakeTripApi();
    const store = new TripAdminStore(api, token);
    await store.loadTrips();
    await store.deleteTrip(sampleTrip.id);
    expect(store.trips).toEqual([]);
    expect(api.calls).toContain(`deleteTrip:${sampleTrip.id}`);
  });

  it('reads the home zones, then saves them and says so', async () => {
    const store = new TripAdminStore(fakeTripApi({ zones: [{ lat: 45.9, lon: 6.1 }] }), token);
    await store.loadZones();
    expect(store.zones).toEqual([{ lat: 45.9, lon: 6.1, radiusKm: 1 }]);
    await store.saveZones([{ lat: 48.85, lon: 2.35, radiusKm: 2 }]);
    expect(store.zones).toEqual([{ lat: 48.85, lon: 2.35, radiusKm: 2 }]);
    expect(store.zonesSaved).toBe(true);
  });
});
