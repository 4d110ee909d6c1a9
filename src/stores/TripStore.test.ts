import { describe, expect, it, vi } from 'vitest';
import { RootStore } from './RootStore.ts';
import { TripStore, tripOf } from './TripStore.ts';
import { fakeApi } from '../testing/fakeApi.ts';
import { fakeLive } from '../testing/fakeLive.ts';
import { sampleUser } from '../testing/fakeAccountsApi.ts';
import { fakeTripApi, sampleTrip } from '../testing/fakeTripApi.ts';
import type { TripApi } from '../api/tripApi.ts';
import type { TripCurrentReply } from '../../shared/tripTypes.ts';

const token = () => sampleUser.userToken;

/** trip/current held back: each call waits for its answer in `answers`, in the order asked. */
function heldCurrent() {
  const base = fakeTripApi();
  const answers: (() => void)[] = [];
  const api: TripApi = { ...base, current: (...args) => new Promise((resolve) => answers.push(() => resolve(base.current(...args)))) };
  return { base, api, answers };
}

describe('TripStore', () => {
  it('reads the current trip, then its map and its days', async () => {
    const api = fakeTripApi();
    const store = new TripStore(api, token);
    await store.load({ land: true });
    expect(api.calls).toEqual(['current', `map:${sampleTrip.id}`, `land:${sampleTrip.id}`, `get:${sampleTrip.id}`]);
    expect(store.trip).toEqual(sampleTrip);
    expect(store.days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5]);
    expect(store.steps).toHaveLength(6);
    expect(store.latest?.name).toBe('Genève');
    expect(store.status).toBe('idle');
  });

  it('asks for the map and the land beside trip/current when the trip is known, and shows them before the days', async () => {
    const base = fakeTripApi();
    let answerDays: () => void = () => undefined;
    const api: TripApi = { ...base, get: (...args) => new Promise((resolve) => (answerDays = () => resolve(base.get(...args)))) };
    const store = new TripStore(api, token);
    await store.loadCurrent();
    base.calls.length = 0;
    const loading = store.load({ land: true });
    // The three asked together: no wait for trip/current before the map.
    expect(base.calls).toEqual(['current', `map:${sampleTrip.id}`, `land:${sampleTrip.id}`]);
    await vi.waitFor(() => expect(store.tripLand?.countries.length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(store.steps).toHaveLength(6));
    expect(store.tripDays).toBeUndefined();
    expect(store.status).toBe('loading');
    answerDays();
    await loading;
    expect(store.days).toHaveLength(5);
    expect(store.status).toBe('idle');
  });

  it('takes the feed’s trip/current when the tap came before it answered, and asks for the map then', async () => {
    const { base, api, answers } = heldCurrent();
    const store = new TripStore(api, token);
    const feedLine = store.loadCurrent();
    const loading = store.load({ land: true });
    // One trip/current for both: a second one would hold the map back by a round trip.
    expect(answers).toHaveLength(1);
    answers[0]!();
    await Promise.all([feedLine, loading]);
    expect(base.calls).toEqual(['current', `map:${sampleTrip.id}`, `land:${sampleTrip.id}`, `get:${sampleTrip.id}`]);
    expect(store.trip).toEqual(sampleTrip);
    expect(store.days).toHaveLength(5);
    expect(store.status).toBe('idle');
  });

  it('asks afresh on a live change, whatever the feed asked before it', async () => {
    const { api, answers } = heldCurrent();
    const store = new TripStore(api, token);
    const feedLine = store.loadCurrent();
    const reloading = store.load({ quiet: true });
    expect(answers).toHaveLength(2);
    for (const answer of answers) answer();
    await Promise.all([feedLine, reloading]);
    expect(store.days).toHaveLength(5);
  });

  it('reads the map of the trip Voyage’s trip/current names when the feed’s earlier answer failed', async () => {
    const base = fakeTripApi();
    let failFeed: () => void = () => undefined;
    let calls = 0;
    const api: TripApi = {
      ...base,
      current: (...args) => (++calls === 1 ? new Promise((_, reject) => (failFeed = () => reject(new Error('hors ligne')))) : base.current(...args)),
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new TripStore(api, token);
    const feedLine = store.loadCurrent();
    const loading = store.load({ land: true });
    failFeed();
    await Promise.all([feedLine, loading]);
    expect(logged).toHaveBeenCalledWith('Dernières nouvelles du voyage illisibles', 'hors ligne');
    logged.mockRestore();
    expect(base.calls).toEqual(['current', `map:${sampleTrip.id}`, `land:${sampleTrip.id}`, `get:${sampleTrip.id}`]);
    expect(store.status).toBe('idle');
    expect(store.steps).toHaveLength(6);
  });

  it('lets a screen opening join the read its menu tap started', async () => {
    const api = fakeTripApi();
    const store = new TripStore(api, token);
    const tapped = store.load({ land: true });
    const opened = store.load({ join: true, land: true });
    await Promise.all([tapped, opened]);
    expect(api.calls).toEqual(['current', `map:${sampleTrip.id}`, `land:${sampleTrip.id}`, `get:${sampleTrip.id}`]);
    // Once done, a new opening reads again.
    await store.load({ join: true });
    expect(api.calls.filter((call) => call === 'current')).toHaveLength(2);
  });

  it('draws without the first map when trip/land fails', async () => {
    const base = fakeTripApi();
    const store = new TripStore({ ...base, land: () => Promise.reject(new Error('hors service')) }, token);
    await store.load({ land: true });
    expect(store.tripLand).toBeNull();
    expect(store.steps).toHaveLength(6);
    expect(store.status).toBe('idle');
  });

  it('leaves trip/land to Voyage: a day page opened first reads the map and the days alone', async () => {
    const api = fakeTripApi();
    const store = new TripStore(api, token);
    await store.load();
    expect(api.calls).toEqual(['current', `map:${sampleTrip.id}`, `get:${sampleTrip.id}`]);
    expect(store.tripLand).toBeUndefined();
    // Voyage opened next asks for it, and a live reload after keeps it.
    await store.load({ land: true });
    expect(api.calls.at(-2)).toBe(`land:${sampleTrip.id}`);
    expect(store.tripLand?.countries.length).toBeGreaterThan(0);
  });

  it('says there is no trip yet without asking for a map', async () => {
    const api = fakeTripApi({ trip: null });
    const store = new TripStore(api, token);
    await store.load();
    expect(store.trip).toBeNull();
    expect(store.tripDays).toBeUndefined();
    expect(api.calls).toEqual(['current']);
  });

  it('keeps the server’s French reason when the trip cannot be read', async () => {
    const store = new TripStore(fakeTripApi({ failWith: 'Le serveur est indisponible' }), token);
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBe('Le serveur est indisponible');
  });

  it('gives a step’s sheet that step’s articles, photos and videos, from every day', async () => {
    const store = new TripStore(fakeTripApi(), token);
    await store.load();
    store.openStepSheet('d3-chamonix');
    expect(store.openStep?.step.name).toBe('Chamonix');
    expect(store.openStep?.articles.map((article) => article.id)).toEqual(['43']);
    expect(store.openStep?.media.map((item) => item.id)).toEqual(['p5', 'p6', 'v2']);
    store.closeStepSheet();
    expect(store.openStep).toBeUndefined();
    expect(store.stepContent('gone')).toBeUndefined();
  });

  it('applies only the newest answer when a reload overtakes a slow first read', async () => {
    let answerFirst: (reply: TripCurrentReply) => void = () => undefined;
    const base = fakeTripApi();
    let calls = 0;
    const api: TripApi = {
      ...base,
      current: () => {
        calls += 1;
        // The first call hangs until the second has been applied.
        return calls === 1 ? new Promise((resolve) => (answerFirst = resolve)) : Promise.resolve({ trip: null, latest: null });
      },
    };
    const store = new TripStore(api, token);
    const first = store.load();
    await store.load();
    expect(store.trip).toBeNull();
    answerFirst({ trip: sampleTrip, latest: null });
    await first;
    expect(store.trip).toBeNull();
    expect(store.tripDays).toBeUndefined();
  });

  it('hides a place through the server, then reads the trip again', async () => {
    const api = fakeTripApi();
    const store = new TripStore(api, token);
    await store.load({ land: true });
    api.calls.length = 0;
    await expect(store.hidePlace('photo', 'p5')).resolves.toBe(true);
    expect(api.calls).toEqual(['hide:photo:p5:true', 'current', `map:${sampleTrip.id}`, `land:${sampleTrip.id}`, `get:${sampleTrip.id}`]);
    expect(store.hidingKey).toBeUndefined();
  });

  it('shows the server’s refusal to hide a place and keeps the trip', async () => {
    const api = fakeTripApi();
    const store = new TripStore(api, token);
    await store.load();
    const refusing = new TripStore({ ...api, hidePlace: () => Promise.reject(new Error('Seul l’auteur ou un administrateur peut masquer ce lieu.')) }, token);
    await refusing.load();
    await expect(refusing.hidePlace('photo', 'p2')).resolves.toBe(false);
    expect(refusing.hideError).toBe('Seul l’auteur ou un administrateur peut masquer ce lieu.');
    expect(refusing.days).toHaveLength(5);
  });

  it('forgets every position at sign-out', async () => {
    const store = new TripStore(fakeTripApi(), token);
    await store.load();
    store.openStepSheet('d1-annecy');
    store.reset();
    expect(store.current).toBeUndefined();
    expect(store.tripDays).toBeUndefined();
    expect(store.tripMap).toBeUndefined();
    expect(store.openStepId).toBeUndefined();
  });

  it('asks afresh after a sign-out, whatever the previous session’s feed still waits for', async () => {
    const { api, answers } = heldCurrent();
    const store = new TripStore(api, token);
    const feedLine = store.loadCurrent();
    store.reset();
    const loading = store.load();
    expect(answers).toHaveLength(2);
    for (const answer of answers) answer();
    await Promise.all([feedLine, loading]);
    expect(store.days).toHaveLength(5);
  });
});

describe('TripStore on the live connection', () => {
  it('reads the open trip again when the server says it changed', async () => {
    const live = fakeLive();
    const trip = fakeTripApi();
    const root = new RootStore(fakeApi({ trip, live: live.connector }), { storage: null });
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    const store = tripOf(root);
    await store.load({ land: true });
    root.live.start();
    trip.calls.length = 0;

    live.server.tripchanged();

    await vi.waitFor(() => expect(trip.calls).toEqual(['current', `map:${sampleTrip.id}`, `land:${sampleTrip.id}`, `get:${sampleTrip.id}`]));
  });

  it('reads only the news again when the feed alone showed it', async () => {
    const live = fakeLive();
    const trip = fakeTripApi();
    const root = new RootStore(fakeApi({ trip, live: live.connector }), { storage: null });
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    await tripOf(root).loadCurrent();
    root.live.start();
    trip.calls.length = 0;

    live.server.tripchanged();

    await vi.waitFor(() => expect(trip.calls).toEqual(['current']));
  });

  it('asks nothing when no screen showed the trip', async () => {
    const live = fakeLive();
    const trip = fakeTripApi();
    const root = new RootStore(fakeApi({ trip, live: live.connector }), { storage: null });
    await root.accounts.login({ email: sampleUser.email, password: 'secretpass' });
    root.live.start();
    live.server.tripchanged();
    await Promise.resolve();
    expect(trip.calls).toEqual([]);
  });

});
