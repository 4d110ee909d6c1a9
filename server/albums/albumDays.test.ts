import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlideshowItem } from '../../shared/albumTypes.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { adminToken, createTestApp, postJson, type TestApp } from '../testing/testApp.ts';

// Albums by day (issue 39): the slideshow's items carry when they were taken and that day at
// their place, for the grid to sort and head them; the spec's fields stay as they were.

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

describe('albums by day', () => {
  it('gives each item its capture time and its local day, in upload order, the spec fields untouched', async () => {
    const response = await postJson(t.app, '/api/media/getalbumimages', { token: admin, album: 'Été' });
    expect(response.statusCode).toBe(200);
    const items = response.json<SlideshowItem[]>();
    expect(items.map((item) => item.name)).toEqual([names.tokyoNight, names.chamonix, names.undated, names.annecy, names.tokyoNoGps]);
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
