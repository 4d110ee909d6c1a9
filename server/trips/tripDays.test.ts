import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../shared/articleTypes.ts';
import type { Trip, TripGetReply, TripMapReply, TripCurrentReply } from '../../shared/tripTypes.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { image, publishOk, sendRawForm, text } from '../testing/articleRequests.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { jpegWithExif, testPlaces, type ExifSpec } from '../testing/exifPhotos.ts';
import { liveClient, liveConnected } from '../testing/liveClient.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { dayNumber, localDate, serverZone } from './tripCalendar.ts';
import { tripMessages } from './tripMessages.ts';

// A trip around the world, photographed: days read in each photo's own zone, the route broken at
// the antimeridian and at flights, and what the home zones and hidden places keep out of sight.

let t: TestApp;
let url: string;
let admin: string;
let marie: TestUser;
let paul: TestUser;
let world: Trip;
const names: Record<string, string> = {};

const shot = (spec: ExifSpec) => jpegWithExif(spec);
const at = (date: string, time: string, offset: string) => ({ dateTimeOriginal: `${date.replaceAll('-', ':')} ${time}`, offsetTimeOriginal: offset });

beforeAll(async () => {
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
  admin = await adminToken(t.app);
  marie = await createUser(t.app, { firstName: 'Marie' });
  paul = await createUser(t.app, { firstName: 'Paul' });
  world = (await postJson(t.app, '/api/admin/trip', { token: admin, title: 'Tour du monde', start: '2026-08-01', end: '2026-08-20' })).json<Trip>();
  expect((await createAlbum(t.app, admin, 'Voyage')).statusCode).toBe(201);
  const photos = {
    annecy: await shot({ ...testPlaces.annecy, ...at('2026-08-04', '10:15:00', '+02:00') }),
    chamonix: await shot({ ...testPlaces.chamonix, ...at('2026-08-04', '16:00:00', '+02:00') }),
    tokyoNight: await shot({ ...testPlaces.tokyo, ...at('2026-08-10', '23:30:00', '+09:00') }),
    // 07:30 in Tokyo is still the 10th in UTC and in Paris: its day is the Tokyo one, the 11th.
    tokyoMorning: await shot({ ...testPlaces.tokyo, ...at('2026-08-11', '07:30:00', '+09:00') }),
    // No position: the trip's last known zone (Tokyo's) says its day.
    noGps: await shot(at('2026-08-11', '08:00:00', '+09:00')),
    fijiWest: await shot({ lat: -17.8, lon: 177.4, ...at('2026-08-15', '09:00:00', '+12:00') }),
    fijiEast: await shot({ ...testPlaces.fiji, ...at('2026-08-15', '15:00:00', '+12:00') }),
  };
  // One at a time, so the album's order is the list's.
  for (const [key, bytes] of Object.entries(photos)) names[key] = (await uploadOk(t.app, admin, 'Voyage', [bytes]))[0]!.image;
});
afterAll(() => t.close());

const get = async (token = marie.token) => (await postJson(t.app, '/api/trip/get', { token, id: world.id })).json<TripGetReply>();
const map = async (token = marie.token) => (await postJson(t.app, '/api/trip/map', { token, id: world.id })).json<TripMapReply>();
const dayOf = (reply: TripGetReply, name: string) => reply.days.find((day) => day.media.some((media) => media.id === name))?.day;

describe('the days of a trip', () => {
  it('puts each photo on the local date of its place: 23:30 and 07:30 in Tokyo on their Tokyo days', async () => {
    const reply = await get();
    expect(reply.days).toHaveLength(20);
    expect(reply.days[0]).toMatchObject({ day: 1, date: '2026-08-01', places: [], media: [], articles: [], chatMessages: 0 });
    expect(dayOf(reply, names.annecy!)).toBe(4);
    expect(reply.days[3]!.places).toEqual(['Annecy, France', 'Chamonix-Mont-Blanc, France']);
    expect(dayOf(reply, names.tokyoNight!)).toBe(10);
    expect(dayOf(reply, names.tokyoMorning!)).toBe(11);
    expect(dayOf(reply, names.noGps!)).toBe(11);
    const morning = reply.days[10]!.media.find((media) => media.id === names.tokyoMorning)!;
    expect(morning).toMatchObject({ kind: 'photo', by: 'Grand Lapin', takenAt: Date.UTC(2026, 7, 10, 22, 30), url: '/app/lapingramviewer/Voyage?photo=4' });
    expect(morning.thumbnail).toMatch(new RegExp(`/media/albums/[0-9a-f-]+/${names.tokyoMorning}\\.thumb\\.jpg$`));
    expect(morning.place).toMatchObject({ country: 'Japon' });
    expect(reply.days[10]!.media.find((media) => media.id === names.noGps)).toMatchObject({ place: null, step: null });
    // In capture order within the day.
    expect(reply.days[3]!.media.map((media) => media.id)).toEqual([names.annecy, names.chamonix]);
  });

  it('draws the route with the antimeridian and the flights apart, one step per town and day, and the figures', async () => {
    const reply = await map();
    // Annecy–Chamonix by road; flights to Tokyo, to Nadi, and from Nadi to Labasa across 180°,
    // whose end runs on past 180 so the dashes go the short way (no line round the world).
    const { paths, jumps } = reply.route;
    for (const path of paths) for (let i = 1; i < path.length; i += 1) expect(Math.abs(path[i]![0] - path[i - 1]![0])).toBeLessThan(10);
    expect(paths[0]).toEqual([
      [testPlaces.annecy.lon, testPlaces.annecy.lat],
      [testPlaces.chamonix.lon, testPlaces.chamonix.lat],
    ]);
    expect(jumps).toHaveLength(3);
    expect(jumps[0]![1]).toEqual([testPlaces.tokyo.lon, testPlaces.tokyo.lat]);
    expect(jumps[2]![0][0]).toBeCloseTo(177.4, 3);
    expect(jumps[2]![1][0]).toBeCloseTo(360 + testPlaces.fiji.lon, 3);
    expect(reply.detailedTiles).toBe(false);
    expect(reply.steps.map((step) => `${step.day} ${step.name}`)).toEqual(['4 Annecy', '4 Chamonix-Mont-Blanc', '10 Tokyo', '11 Tokyo', '15 Nadi', '15 Labasa']);
    expect(reply.steps[0]).toMatchObject({ count: 1, country: 'France', thumbnail: expect.stringContaining(names.annecy!) as string });
    expect(reply.figures).toMatchObject({ days: 20, countries: 3 });
    expect(reply.figures.distanceKm).toBeGreaterThan(9000 + 7000);
    expect(reply.latest).toMatchObject({ name: 'Labasa', at: Date.UTC(2026, 7, 15, 3) });
  });
});

/** A publish with the `place` field, as the client sends it. */
function publishWithPlace(token: string, place: string, files: { fileName: string; bytes: Uint8Array }[] = []) {
  const structure = JSON.stringify({ title: 'Au col', bandeau: 'Une belle journée', structure: [text(1, 'Bonjour'), ...files.map((file, i) => image(i + 2, file.fileName))] });
  return sendRawForm(t.app, '/api/article/publish', [['token', token], ['structure', structure], ['place', place], ...files.map((file) => ['images', file] as [string, typeof file])]);
}

describe('articles, places and what is never shown', () => {
  let onTheRoad: Trip;
  const twoDaysAgo = () => localDate(Date.now() - 2 * 24 * 3600 * 1000, serverZone());

  beforeAll(async () => {
    onTheRoad = (await postJson(t.app, '/api/admin/trip', { token: admin, title: 'En route', start: twoDaysAgo() })).json<Trip>();
  });

  it('gives an article the place of its first located photo, or the one its field says, and its day in the trip', async () => {
    const fromPhotos = await publishOk(t.app, marie.token!, { structure: [text(1, 'Au lac'), image(2, 'lac.jpg')] }, [
      { fileName: 'lac.jpg', bytes: await shot({ ...testPlaces.annecy, ...at('2026-08-04', '11:00:00', '+02:00') }) },
    ]);
    expect(fromPhotos.place).toMatchObject({ name: 'Annecy', country: 'France' });
    expect(fromPhotos.day).toBe(dayNumber(onTheRoad.start, localDate(Date.now(), 'Europe/Paris')));

    const fromField = await publishWithPlace(marie.token!, JSON.stringify(testPlaces.reykjavik), [{ fileName: 'lac.jpg', bytes: await shot({ ...testPlaces.annecy }) }]);
    expect(fromField.statusCode).toBe(200);
    expect(fromField.json<{ article: Article }>().article.place).toMatchObject({ country: 'Islande', lat: testPlaces.reykjavik.lat });
    const none = await publishWithPlace(marie.token!, 'none', [{ fileName: 'lac.jpg', bytes: await shot({ ...testPlaces.annecy }) }]);
    expect(none.json<{ article: Article }>().article).toMatchObject({ place: null, day: expect.any(Number) as number });

    for (const bad of ['{"lat": 45', '{"lat": 0, "lon": 0}', '{"lat": 45, "lon": 6, "alt": 3}', '[45, 6]', 'paris']) {
      const refused = await publishWithPlace(marie.token!, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json(), bad).toEqual({ message: tripMessages.placeInvalid });
    }

    // Every call that hands out articles carries both, all the spec's fields unchanged.
    const id = fromPhotos.id;
    const load = (await postJson(t.app, '/api/article/load', { token: paul.token })).json<{ articles: Article[] }>();
    const latest = (await postJson(t.app, '/api/article/loadlatest', { token: paul.token, firstid: 0 })).json<{ articles: Article[] }>();
    const more = (await postJson(t.app, '/api/article/loadmore', { token: paul.token, lastid: id + 1 })).json<{ articles: Article[] }>();
    const got = (await postJson(t.app, '/api/article/get', { token: paul.token, id })).json<{ article: Article }>();
    for (const article of [load.articles.find((a) => a.id === id), latest.articles.find((a) => a.id === id), more.articles.find((a) => a.id === id), got.article]) {
      expect(article).toMatchObject({ id, writer: 'Marie', place: { name: 'Annecy' }, day: fromPhotos.day, content: { title: 'Au bord du lac' } });
    }
    const onTrip = (await postJson(t.app, '/api/trip/get', { token: paul.token, id: onTheRoad.id })).json<TripGetReply>();
    expect(onTrip.days.flatMap((day) => day.articles).map((article) => article.title)).toContain('Au bord du lac');
  });

  it('keeps everything inside a home zone off the map, the days, the latest news and the articles, at once', async () => {
    const before = await map();
    expect(before.steps.some((step) => step.name === 'Annecy')).toBe(true);
    const feedBefore = (await postJson(t.app, '/api/article/load', { token: paul.token })).json<{ articles: Article[] }>();
    expect(feedBefore.articles.some((article) => article.place?.name === 'Annecy')).toBe(true);

    await postJson(t.app, '/api/admin/homezones', { token: admin, zones: [{ lat: testPlaces.annecy.lat, lon: testPlaces.annecy.lon }, { ...testPlaces.fiji, radiusKm: 2 }] });
    const after = await map();
    expect(after.steps.map((step) => step.name)).not.toContain('Annecy');
    expect(after.steps.map((step) => step.name)).not.toContain('Labasa');
    expect(JSON.stringify(after.route)).not.toContain(String(testPlaces.annecy.lon));
    expect(after.latest).toMatchObject({ name: 'Nadi' });
    const day4 = (await get()).days[3]!;
    expect(day4.places).toEqual(['Chamonix-Mont-Blanc, France']);
    expect(day4.media.find((media) => media.id === names.annecy)).toMatchObject({ place: null, step: null });
    const feed = (await postJson(t.app, '/api/article/load', { token: paul.token })).json<{ articles: Article[] }>();
    expect(JSON.stringify(feed)).not.toContain('Annecy');
    const current = (await postJson(t.app, '/api/trip/current', { token: paul.token })).json<TripCurrentReply>();
    expect(current.trip?.id).toBe(onTheRoad.id);
    expect(current.latest?.name).not.toBe('Annecy');

    await postJson(t.app, '/api/admin/homezones', { token: admin, zones: [] });
    expect((await map()).steps.some((step) => step.name === 'Annecy')).toBe(true);
  });

  it('hides a place for the one who added it or the admin, and for nobody else', async () => {
    const article = await publishWithPlace(marie.token!, JSON.stringify(testPlaces.chamonix));
    const id = String(article.json<{ article: Article }>().article.id);
    const hide = (token: string | null, body: Record<string, unknown>) => postJson(t.app, '/api/trip/hideplace', { token, ...body });

    const refused = await hide(paul.token, { kind: 'article', id, hidden: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: tripMessages.notOwner });
    expect((await hide(paul.token, { kind: 'photo', id: names.chamonix, hidden: true })).statusCode).toBe(403);

    expect((await hide(marie.token, { kind: 'article', id, hidden: true })).json()).toEqual({ status: 'success', hidden: true });
    expect((await postJson(t.app, '/api/article/get', { token: paul.token, id: Number(id) })).json<{ article: Article }>().article.place).toBeNull();

    expect((await hide(admin, { kind: 'photo', id: names.chamonix, hidden: true })).statusCode).toBe(200);
    const day4 = (await get()).days[3]!;
    expect(day4.places).toEqual(['Annecy, France']);
    expect((await map()).steps.map((step) => step.name)).not.toContain('Chamonix-Mont-Blanc');
    expect((await hide(admin, { kind: 'photo', id: names.chamonix, hidden: false })).statusCode).toBe(200);
    expect((await get()).days[3]!.places).toContain('Chamonix-Mont-Blanc, France');
    expect((await hide(admin, { kind: 'video', id: '00000000-0000-4000-8000-000000000000', hidden: true })).statusCode).toBe(404);
  });

  it('tells the relatives on /live when a located photo reaches the trip under way', async () => {
    const watching = liveClient(url, { token: marie.token! });
    try {
      await liveConnected(watching);
      await uploadOk(t.app, admin, 'Voyage', [await shot({ ...testPlaces.chamonix })]);
      await eventually(() => watching.of('tripchanged').length > 0, 'tripchanged');
      expect(watching.of('tripchanged')[0]).toEqual({ trip: onTheRoad.id });
    } finally {
      watching.close();
    }
  });
});
