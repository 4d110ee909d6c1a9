import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushSettings } from '../../shared/pushTypes.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { startLocalPushService, type LocalPushService } from '../testing/localPushService.ts';
import { changePushSettings, devicesWith, pushTestConfig, subscribeDevice } from '../testing/pushRequests.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';

// « Étapes » (issue 39): « Nouvelle étape : Chamonix » when the family's newest located item is in
// a new town more than 5 km from the step before it, at most once per town and day, end to end
// through the local push service.

let service: LocalPushService;
let t: TestApp;
let admin: string;
let marie: TestUser;
let paul: TestUser;

const DAY_MS = 24 * 3600 * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
// Yesterday between 08:00 and 13:00 UTC (10:00 to 15:00 in the Alps): one local day, whatever the
// hour the test runs at.
const yesterday = isoDate(Date.now() - DAY_MS);
const at = (hour: number, date = yesterday) => ({ dateTimeOriginal: `${date.replaceAll('-', ':')} ${String(hour).padStart(2, '0')}:00:00`, offsetTimeOriginal: '+00:00' });
const annecyLeVieux = { lat: 45.9197, lon: 6.1425 };

beforeAll(async () => {
  service = await startLocalPushService();
  t = await createTestApp(pushTestConfig(service));
  admin = await adminToken(t.app);
  marie = await createUser(t.app, { firstName: 'Marie' });
  paul = await createUser(t.app, { firstName: 'Paul' });
  await subscribeDevice(t.app, admin, service, 'admin');
  await subscribeDevice(t.app, marie.token!, service, 'marie');
  await subscribeDevice(t.app, paul.token!, service, 'paul');
  // A trip under way since three days ago, still open.
  expect((await postJson(t.app, '/api/admin/trip', { token: admin, title: 'Alpes', start: isoDate(Date.now() - 3 * DAY_MS) })).statusCode).toBe(200);
  expect((await createAlbum(t.app, admin, 'Alpes')).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(async () => {
  await t.app.push.settled();
  service.received.length = 0;
});

/** The admin adds a photo to the album; resolves once the trip was built again (`tripchanged`)
 * and what that queued is sent. */
async function added(token: string, spec: Parameters<typeof jpegWithExif>[0]): Promise<void> {
  const changed = new Promise<void>((resolve) => t.app.liveEvents.once('tripchanged', () => resolve()));
  await uploadOk(t.app, token, 'Alpes', [await jpegWithExif(spec)]);
  await changed;
  await t.app.push.settled();
}

const steps = () => service.received.filter((push) => push.payload.tag === 'etape').map((push) => `${push.device}: ${push.payload.title}`).sort();

describe('« Étapes »', () => {
  it('is on by default, and a client that leaves it out keeps the stored choice', async () => {
    const read = async (token: string) => (await postJson(t.app, '/api/push/settings', { token })).json<PushSettings>();
    expect(await read(marie.token!)).toEqual({ articles: true, comments: true, chat: 'mentions', accounts: true, steps: true });
    await changePushSettings(t.app, paul.token!, { steps: false });
    const older = await postJson(t.app, '/api/push/settings', { token: paul.token, articles: false, comments: true, chat: 'all', accounts: true });
    expect(older.json<PushSettings>()).toEqual({ articles: false, comments: true, chat: 'all', accounts: true, steps: false });
    expect(await read(paul.token!)).toMatchObject({ articles: false, steps: false });
    await changePushSettings(t.app, paul.token!, { articles: true, chat: 'mentions' });
    const refused = await postJson(t.app, '/api/push/settings', { token: paul.token, articles: true, comments: true, chat: 'all', accounts: true, steps: 'oui' });
    expect(refused.statusCode).toBe(400);
  });

  it('tells of the first step and of a new town over 5 km away, to everyone whose setting is on but the one who added it', async () => {
    await added(admin, { ...testPlaces.annecy, ...at(8) });
    expect(steps()).toEqual(['marie: Nouvelle étape : Annecy']);
    const push = service.received.find((received) => received.payload.tag === 'etape')!;
    expect(push.payload).toEqual({ title: 'Nouvelle étape : Annecy', body: 'Annecy, France · jour 3 du voyage', url: '/app/voyage', tag: 'etape' });

    service.received.length = 0;
    await added(admin, { ...testPlaces.chamonix, ...at(10) });
    expect(steps()).toEqual(['marie: Nouvelle étape : Chamonix-Mont-Blanc']);
  });

  it('says nothing for another photo of the same step, a town within 5 km, or a town already told of that day', async () => {
    await added(admin, { ...testPlaces.chamonix, ...at(11) });
    await added(admin, { ...testPlaces.annecy, ...at(12) });
    // 2.5 km from Annecy: a walk, not a step.
    await added(admin, { ...annecyLeVieux, ...at(13) });
    expect(steps()).toEqual([]);
  });

  it('says nothing when an older photo arrives late: it is not the newest', async () => {
    await added(admin, { lat: 46.2044, lon: 6.1432, ...at(9, isoDate(Date.now() - 2 * DAY_MS)) });
    expect(steps()).toEqual([]);
  });

  it('reaches a relative who turned it back on', async () => {
    await changePushSettings(t.app, paul.token!, { steps: true });
    // Reykjavik, today: a new town on a new day.
    const today = isoDate(Date.now());
    const hour = Math.max(0, new Date().getUTCHours() - 1);
    await added(admin, { ...testPlaces.reykjavik, ...at(hour, today) });
    expect(devicesWith(service, 'etape')).toEqual(['marie', 'paul']);
  });
});
