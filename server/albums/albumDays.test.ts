import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlideshowItem } from '../../shared/albumTypes.ts';
import type { SearchReply } from '../../shared/searchTypes.ts';
import type { Trip, TripGetReply } from '../../shared/tripTypes.ts';
import { albumsRepository } from './albumsRepository.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { adminToken, createTestApp, postJson, type TestApp } from '../testing/testApp.ts';

// Albums by day (issue 39): the slideshow's items come in the order they were taken and carry
// that time and that day at their place, for the grid to head them by day and the viewer to follow
// the same order; every link to a photo (a trip's day, a search) counts `?photo=N` in that order.
// The spec's fields stay as they were.

let t: TestApp;
let admin: string;
const names: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  expect((await createAlbum(t.app, admin, 'Été')).statusCode).toBe(201);
  // Sent in an order unlike the one they were taken in.
  const photos = {
    tokyoNight: await jpegWithExif({ ...testPlaces.tokyo, dateTimeOriginal: '2026:08:10 23:30:00', offsetTimeOriginal: '+09:00' }),
    chamonix: await jpegWithExif({ ...testPlaces.chamonix, dateTimeOriginal: '2026:08:04 16:00:00', offsetTimeOriginal: '+02:00' }),
    undated: await jpegWithExif({}),
    annecy: await jpegWithExif({ ...testPlaces.annecy, dateTimeOriginal: '2026:08:04 10:15:00', offsetTimeOriginal: '+02:00' }),
    // No position: the zone of the photo taken just before it (Tokyo's) says its day.
    tokyoNoGps: await jpegWithExif({ dateTimeOriginal: '2026:08:11 07:30:00', offsetTimeOriginal: '+09:00' }),
  };
  for (const [key, bytes] of Object.entries(photos)) names[key] = (await uploadOk(t.app, admin, 'Été', [bytes]))[0]!.image;
});
afterAll(() => t.close());

async function slideshow(): Promise<SlideshowItem[]> {
  const response = await postJson(t.app, '/api/media/getalbumimages', { token: admin, album: 'Été' });
  expect(response.statusCode).toBe(200);
  return response.json<SlideshowItem[]>();
}

/** The name of the item that `?photo=N` of this URL opens in the slideshow's order. */
/** The photo the viewer opens for a link: `?photo=N`, its place in the album's order, or
 * `?image=<file>` (a search's), which the viewer looks up among the album's items. */
async function openedBy(url: string): Promise<string | undefined> {
  const items = await slideshow();
  const named = /\?image=([^&]+)$/.exec(url)?.[1];
  if (named !== undefined) return items.find((item) => item.name === decodeURIComponent(named))?.name;
  const position = Number(/\?photo=(\d+)$/.exec(url)?.[1]);
  return items[position - 1]?.name;
}

describe('albums by day', () => {
  it('gives the items in capture order, the undated last, each with its capture time and its local day, the spec fields untouched', async () => {
    const items = await slideshow();
    expect(items.map((item) => item.name)).toEqual([names.annecy, names.chamonix, names.tokyoNight, names.tokyoNoGps, names.undated]);
    const byName = new Map(items.map((item) => [item.name, item]));
    // 23:30 in Tokyo is 14:30 UTC, still the 10th there.
    expect(byName.get(names.tokyoNight)).toMatchObject({ takenAt: Date.UTC(2026, 7, 10, 14, 30), day: '2026-08-10' });
    expect(byName.get(names.annecy)).toMatchObject({ takenAt: Date.UTC(2026, 7, 4, 8, 15), day: '2026-08-04' });
    expect(byName.get(names.chamonix)).toMatchObject({ day: '2026-08-04' });
    // 07:30 in Tokyo on the 11th is the 10th in UTC and in Paris: its day is Tokyo's.
    expect(byName.get(names.tokyoNoGps)).toMatchObject({ takenAt: Date.UTC(2026, 7, 10, 22, 30), day: '2026-08-11' });
    const undated = byName.get(names.undated)!;
    expect(undated.takenAt).toBeUndefined();
    expect(undated.day).toBeUndefined();
    for (const item of items) {
      expect(item.image).toMatch(/^\/media\/albums\//);
      expect(typeof item.description).toBe('string');
      // A day, never a place.
      expect(Object.keys(item)).not.toContain('lat');
      expect(Object.keys(item)).not.toContain('tz');
    }
  });
});

describe('links to a photo of an album by day', () => {
  it('open in the viewer the photo they name, in capture order: from a trip\'s day and from a search', async () => {
    const trip = (await postJson(t.app, '/api/admin/trip', { token: admin, title: 'Été au loin', start: '2026-08-01', end: '2026-08-20' })).json<Trip>();
    const reply = (await postJson(t.app, '/api/trip/get', { token: admin, id: trip.id })).json<TripGetReply>();
    const media = reply.days.flatMap((day) => day.media);
    expect(media.map((item) => item.id).sort()).toEqual([names.annecy, names.chamonix, names.tokyoNight, names.tokyoNoGps].sort());
    // The Tokyo night was sent first: by arrival it would be `?photo=1`, the third by capture.
    expect(media.find((item) => item.id === names.tokyoNight)?.url).toBe(`/app/lapingramviewer/${encodeURIComponent('Été')}?photo=3`);
    for (const item of media) expect(await openedBy(item.url)).toBe(item.id);

    const row = await t.app.db.selectFrom('album_images').select('id').where('name', '=', names.tokyoNight!).executeTakeFirstOrThrow();
    await albumsRepository(t.app.db).updateCaption(row.id, 'Shibuya la nuit');
    const found = await postJson(t.app, '/api/search', { token: admin, q: 'shibuya', kinds: ['photo'] });
    expect(found.statusCode, found.body).toBe(200);
    const [result] = found.json<SearchReply>().results;
    expect(result?.url).toBe(`/app/lapingramviewer/${encodeURIComponent('Été')}?image=${encodeURIComponent(names.tokyoNight!)}`);
    expect(await openedBy(result!.url)).toBe(names.tokyoNight);

    // The photo whose file gave no time is the album's last, though it came third.
    const undated = await t.app.db.selectFrom('album_images').select('id').where('name', '=', names.undated!).executeTakeFirstOrThrow();
    await albumsRepository(t.app.db).updateCaption(undated.id, 'Photo sans date');
    const last = (await postJson(t.app, '/api/search', { token: admin, q: 'sans date', kinds: ['photo'] })).json<SearchReply>().results[0];
    expect(last?.url).toBe(`/app/lapingramviewer/${encodeURIComponent('Été')}?image=${encodeURIComponent(names.undated!)}`);
    expect(await openedBy(last!.url)).toBe(names.undated);
  });
});
