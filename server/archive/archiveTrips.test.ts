import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { adminToken, createTestApp, postJson, type TestApp } from '../testing/testApp.ts';
import { zipEntries, type ZipEntry } from '../testing/zipEntries.ts';
import { writeFamilyArchive } from './writeFamilyArchive.ts';

// The trip in the offline archive (issue 39): its map as a static SVG from Natural Earth with the
// route and the steps, a page per day with its photos, and the home zones kept out.

let t: TestApp;
let entries: ZipEntry[];
let tripId: string;

async function familyArchive(): Promise<ZipEntry[]> {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await writeFamilyArchive(t.config, output);
  return zipEntries(Buffer.concat(chunks));
}
const page = (name: string) => entries.find((entry) => entry.name === name)?.bytes.toString('utf8');

beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminToken(t.app);
  tripId = (await postJson(t.app, '/api/admin/trip', { token: admin, title: 'Alpes 2026', start: '2026-08-03', end: '2026-08-04' })).json<{ id: string }>().id;
  // Geneva is home: nothing located there may reach the archive.
  expect((await postJson(t.app, '/api/admin/homezones', { token: admin, zones: [{ lat: 46.2044, lon: 6.1432, radiusKm: 5 }] })).statusCode).toBe(200);
  expect((await createAlbum(t.app, admin, 'Alpes')).statusCode).toBe(201);
  const shot = (place: { lat: number; lon: number }, date: string, time: string) =>
    jpegWithExif({ ...place, dateTimeOriginal: `${date.replaceAll('-', ':')} ${time}`, offsetTimeOriginal: '+02:00' });
  for (const photo of [
    await shot(testPlaces.annecy, '2026-08-03', '10:00:00'),
    await shot(testPlaces.chamonix, '2026-08-03', '17:00:00'),
    await shot({ lat: 46.2044, lon: 6.1432 }, '2026-08-04', '11:00:00'),
  ])
    await uploadOk(t.app, admin, 'Alpes', [photo]);
  entries = await familyArchive();
}, 120_000);
afterAll(() => t.close());

describe('the trip in the family archive', () => {
  it('lists the trips and draws the map as a picture: countries, the route, a marker per step', () => {
    expect(page('trips/index.html')).toContain(`href="${tripId}.html"`);
    const trip = page(`trips/${tripId}.html`)!;
    expect(trip).toContain('<h1>Alpes 2026</h1>');
    expect(trip).toMatch(/<svg class="tripmap"[^>]*role="img"/);
    // France and Switzerland, at least, from Natural Earth.
    expect((trip.match(/fill="#efe9dc"/g) ?? []).length).toBeGreaterThanOrEqual(2);
    expect((trip.match(/class="route"/g) ?? []).length).toBe(1);
    expect((trip.match(/class="step"/g) ?? []).length).toBe(2);
    expect(trip).toContain('>Annecy</text>');
    expect(trip).toContain('>Chamonix-Mont-Blanc</text>');
    expect(trip).toContain('© Natural Earth · © GeoNames');
    expect(trip).toContain(`href="${tripId}/jour-2.html"`);
    // No script and nothing from elsewhere: it opens from file://.
    expect(trip).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('gives each day a page with its photos, and keeps the home zone out', () => {
    const day1 = page(`trips/${tripId}/jour-1.html`)!;
    expect(day1).toContain('Jour 1 · lundi 3 août · Annecy → Chamonix-Mont-Blanc');
    const photos = [...day1.matchAll(/<img src="\.\.\/\.\.\/(media\/trips\/[0-9a-f]+\.jpg)"/g)].map((match) => match[1]!);
    expect(photos).toHaveLength(2);
    for (const photo of photos) expect(entries.some((entry) => entry.name === photo)).toBe(true);
    expect(day1).toContain('href="jour-2.html"');
    const day2 = page(`trips/${tripId}/jour-2.html`)!;
    // The photo at home is in its day, with no place named.
    expect(day2).toMatch(/<h1>Jour 2 · mardi 4 août<\/h1>/);
    expect(day2).not.toContain('Genève');
    expect(page(`trips/${tripId}.html`)).not.toContain('Genève');
  });
});
