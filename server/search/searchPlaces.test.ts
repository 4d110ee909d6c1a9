import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SearchReply } from '../../shared/searchTypes.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';

// Issue 41: « Annecy » finds the trip's steps there; a home zone or a hidden place is never a result.
let t: TestApp;
let admin: string;
let paul: TestUser;

async function found(q: string, extra: Record<string, unknown> = {}): Promise<SearchReply> {
  const response = await postJson(t.app, '/api/search', { token: paul.token, q, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchReply>();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  paul = await createUser(t.app, { firstName: 'Paul' });
  expect((await postJson(t.app, '/api/admin/trip', { token: admin, title: 'Les Alpes', start: '2026-08-01', end: '2026-08-10' })).statusCode).toBe(200);
  await createAlbum(t.app, admin, 'Alpes');
  await uploadOk(t.app, admin, 'Alpes', [
    await jpegWithExif({ ...testPlaces.annecy, dateTimeOriginal: '2026:08:03 10:00:00', offsetTimeOriginal: '+02:00' }),
    await jpegWithExif({ ...testPlaces.annecy, dateTimeOriginal: '2026:08:03 12:00:00', offsetTimeOriginal: '+02:00' }),
    await jpegWithExif({ ...testPlaces.chamonix, dateTimeOriginal: '2026:08:04 09:00:00', offsetTimeOriginal: '+02:00' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

it('finds a town of the trip by its name, accents and case aside, and opens its day', async () => {
  const { results } = await found('annecy');
  const places = results.filter((result) => result.kind === 'place');
  expect(places.map((place) => [place.title, place.url])).toEqual([['Annecy, France', '/app/voyage/jour/3']]);
  expect(places[0]!.snippet).toContain('« Les Alpes »');
  expect(places[0]!.snippet).toContain('2 photos, vidéos ou récits');
  expect(places[0]!.highlights.map(([start, end]) => places[0]!.snippet.slice(start, end))).toEqual(['Annecy']);
  // The last word is a prefix, and the country is a word of the place too: both steps, newest first.
  expect((await found('chamo', { kinds: ['place'] })).results.map((place) => place.title)).toEqual(['Chamonix-Mont-Blanc, France']);
  expect((await found('france', { kinds: ['place'] })).results.map((place) => place.url)).toEqual(['/app/voyage/jour/4', '/app/voyage/jour/3']);
  // Places have no writer; another kind asked for leaves them out.
  expect((await found('de:Paul annecy')).results).toEqual([]);
  expect((await found('annecy', { kinds: ['article'] })).results).toEqual([]);
  expect((await found('genève')).results).toEqual([]);
});

it('never finds a place inside a home zone', async () => {
  expect((await postJson(t.app, '/api/admin/homezones', { token: admin, zones: [{ ...testPlaces.annecy, radiusKm: 2 }] })).statusCode).toBe(200);
  expect((await found('annecy')).results).toEqual([]);
  expect((await found('chamonix', { kinds: ['place'] })).results).toHaveLength(1);
  expect((await postJson(t.app, '/api/admin/homezones', { token: admin, zones: [] })).statusCode).toBe(200);
  expect((await found('annecy', { kinds: ['place'] })).results).toHaveLength(1);
});
