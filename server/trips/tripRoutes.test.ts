import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trip, TripsReply } from '../../shared/tripTypes.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { tripMessages } from './tripMessages.ts';

let t: TestApp;
let admin: string;
let marie: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  marie = await createUser(t.app, { firstName: 'Marie' });
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => postJson(t.app, '/api/admin/trip', { token, ...body });
const list = async () => (await postJson(t.app, '/api/admin/trips', { token: admin })).json<TripsReply>().trips;

describe('trips, for the admin', () => {
  it('creates, changes, lists (newest first) and deletes trips', async () => {
    const created = await save({ title: '  Islande 2026 ', start: '2026-07-01', end: '2026-07-15' });
    expect(created.statusCode).toBe(200);
    const islande = created.json<Trip>();
    expect(islande).toMatchObject({ title: 'Islande 2026', start: '2026-07-01', end: '2026-07-15' });
    expect(islande.id).toMatch(/^[0-9a-f-]{36}$/);
    const japon = (await save({ title: 'Japon 2027', start: '2027-04-01', end: '' })).json<Trip>();
    expect(japon.end).toBeNull();
    expect((await list()).map((trip) => trip.title)).toEqual(['Japon 2027', 'Islande 2026']);

    // Its own dates never overlap itself.
    const changed = await save({ id: islande.id, title: 'Islande', start: '2026-07-02', end: '2026-07-16' });
    expect(changed.json<Trip>()).toEqual({ id: islande.id, title: 'Islande', start: '2026-07-02', end: '2026-07-16' });

    const deleted = await postJson(t.app, '/api/admin/deletetrip', { token: admin, id: japon.id });
    expect(deleted.json<TripsReply>().trips.map((trip) => trip.id)).toEqual([islande.id]);
    const again = await postJson(t.app, '/api/admin/deletetrip', { token: admin, id: japon.id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: tripMessages.tripNotFound });
    const unknown = await save({ id: japon.id, title: 'Japon', start: '2027-04-01' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses dates that overlap another trip, an open-ended one included, in French', async () => {
    await save({ title: 'Bretagne', start: '2028-08-01', end: '2028-08-10' });
    const overlap = await save({ title: 'Normandie', start: '2028-08-10', end: '2028-08-12' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ message: tripMessages.overlap('Bretagne') });
    expect((await save({ title: 'Normandie', start: '2028-08-11', end: '2028-08-12' })).statusCode).toBe(200);

    await save({ title: 'Tour du monde', start: '2029-01-01' });
    const later = await save({ title: 'Corse', start: '2030-05-01', end: '2030-05-05' });
    expect(later.statusCode).toBe(409);
    expect(later.json<{ message: string }>().message).toContain('« Tour du monde »');
    const before = await save({ title: 'Corse', start: '2028-12-20', end: '2029-01-01' });
    expect(before.statusCode).toBe(409);
  });

  it('refuses an end before the start, and a missing title, in French', async () => {
    const backwards = await save({ title: 'Alpes', start: '2031-03-10', end: '2031-03-09' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ message: tripMessages.endBeforeStart });
    const blank = await save({ title: '   ', start: '2031-03-10' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: tripMessages.titleMissing });
    const impossible = await save({ title: 'Alpes', start: '2028-02-30', end: '2028-03-01' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toEqual({ message: tripMessages.dateInvalid });
  });

  it('keeps trips and home zones to the admin, and refuses a banned token', async () => {
    for (const [url, body] of [
      ['/api/admin/trips', {}],
      ['/api/admin/trip', { title: 'Secret', start: '2032-01-01' }],
      ['/api/admin/homezones', {}],
    ] as const) {
      const refused = await postJson(t.app, url, { token: marie.token, ...body });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json<{ message: string }>().message, url).toBe("Cette action est réservée à l'admin");
    }
    const banned = await createUser(t.app);
    await postJson(t.app, '/api/admin/status', { token: admin, id: banned.id, status: 2 });
    expect((await postJson(t.app, '/api/trip/current', { token: banned.token })).statusCode).toBe(401);
    expect((await postJson(t.app, '/api/admin/trips', { token: 'inconnu' })).statusCode).toBe(401);
  });

  it('reads and replaces the home zones, 1 km unless said otherwise', async () => {
    const zones = (token = admin, body: Record<string, unknown> = {}) => postJson(t.app, '/api/admin/homezones', { token, ...body });
    expect((await zones()).json()).toEqual({ zones: [] });
    const set = await zones(admin, { zones: [{ lat: 45.9, lon: 6.13 }, { lat: 48.85, lon: 2.35, radiusKm: 5 }] });
    expect(set.json()).toEqual({ zones: [{ lat: 45.9, lon: 6.13, radiusKm: 1 }, { lat: 48.85, lon: 2.35, radiusKm: 5 }] });
    expect((await zones()).json()).toEqual(set.json());
    expect((await zones(admin, { zones: [{ lat: 95, lon: 0 }] })).statusCode).toBe(400);
    expect((await zones(admin, { zones: [] })).json()).toEqual({ zones: [] });
  });

  it('answers a trip to every granted member, and 404 for an unknown one', async () => {
    const trip = (await save({ title: 'Pyrénées', start: '2028-06-01', end: '2028-06-03' })).json<Trip>();
    const got = await postJson(t.app, '/api/trip/get', { token: marie.token, id: trip.id });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ trip, latest: null });
    const map = await postJson(t.app, '/api/trip/map', { token: marie.token, id: trip.id });
    expect(map.json()).toMatchObject({ trip, route: { paths: [], jumps: [] }, steps: [], figures: { days: 3, countries: 0, distanceKm: 0 } });
    // No position yet: no frame, no land.
    expect((await postJson(t.app, '/api/trip/land', { token: marie.token, id: trip.id })).json()).toEqual({ frame: null, countries: [] });
    expect((await postJson(t.app, '/api/trip/land', { token: 'inconnu', id: trip.id })).statusCode).toBe(401);
    for (const url of ['/api/trip/get', '/api/trip/land']) {
      const missing = await postJson(t.app, url, { token: marie.token, id: '00000000-0000-4000-8000-000000000000' });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toEqual({ message: tripMessages.tripNotFound });
    }
  });
});
