import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { captureField, captureFieldMaxLength } from '../../shared/sentCapture.ts';
import { createAlbum } from '../testing/albumRequests.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { multipartForm, type FormPart } from '../testing/multipartForm.ts';
import { adminToken, createTestApp, createUser, type TestApp, type TestUser } from '../testing/testApp.ts';
import { placesRepository } from './placesRepository.ts';
import { sentCaptureMessages } from './sentCapture.ts';

// A phone shrinks a photo before sending it and the copy has no EXIF: the place and time it read
// from the original come in the `capture` field, kept only when the file itself says nothing.

let t: TestApp;
let marie: TestUser;
let shrunk: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminToken(t.app);
  marie = await createUser(t.app, { firstName: 'Marie' });
  expect((await createAlbum(t.app, admin, 'Voyage')).statusCode).toBe(201);
  // What a canvas encodes: a JPEG with no metadata at all.
  shrunk = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg().toBuffer();
});
afterAll(async () => {
  await t.close();
});

const captureOf = async (item: string) => (await placesRepository(t.app.db).capturesOf([item])).get(item);
const tokyoNight = JSON.stringify({ ...testPlaces.tokyo, takenAt: '2026-08-04T23:30:00' });

async function albumUpload(photos: readonly { bytes: Uint8Array; capture?: string }[]) {
  const parts: FormPart[] = [['token', marie.token!], ['album', 'Voyage']];
  for (const photo of photos) {
    if (photo.capture !== undefined) parts.push([captureField, photo.capture]);
    parts.push(['images', { bytes: photo.bytes }]);
  }
  const { payload, headers } = await multipartForm(parts);
  return t.app.inject({ method: 'POST', url: '/api/album/upload', payload, headers });
}

async function articlePhoto(bytes: Uint8Array, capture: string) {
  const { payload, headers } = await multipartForm([['token', marie.token!], [captureField, capture], ['photo', { bytes }]]);
  return t.app.inject({ method: 'POST', url: '/api/article/photo', payload, headers });
}

const addedNames = (response: { json: <T>() => T }) => response.json<{ media: { image: string }[] }>().media.map((item) => item.image);

describe('the place and time a phone sends with a shrunk photo', () => {
  it('gives a shrunk album photo its place and its Tokyo day', async () => {
    const response = await albumUpload([{ bytes: shrunk, capture: tokyoNight }]);
    expect(response.statusCode, response.body).toBe(200);
    const capture = await captureOf(addedNames(response)[0]!);
    expect(capture).toMatchObject({ tz: 'Asia/Tokyo', takenAt: Date.UTC(2026, 7, 4, 14, 30, 0) });
    expect(capture!.lat).toBeCloseTo(testPlaces.tokyo.lat, 4);
  });

  it('gives a shrunk article photo its place, and its time by the offset sent', async () => {
    const capture = JSON.stringify({ ...testPlaces.reykjavik, takenAt: '2026-08-04T10:15:00', offset: '+02:00' });
    const response = await articlePhoto(shrunk, capture);
    expect(response.statusCode, response.body).toBe(200);
    expect(await captureOf(response.json<{ id: string }>().id)).toMatchObject({ tz: 'Atlantic/Reykjavik', takenAt: Date.UTC(2026, 7, 4, 8, 15, 0) });
  });

  it('gives a shrunk chat photo its place', async () => {
    const { payload, headers } = await multipartForm([['token', marie.token!], [captureField, tokyoNight], ['images', { bytes: shrunk }], ['images', { bytes: shrunk }]]);
    const response = await t.app.inject({ method: 'POST', url: '/api/chat/upload', payload, headers });
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = response.json<{ images: { id: string }[] }>().images;
    expect(await captureOf(first!.id)).toMatchObject({ tz: 'Asia/Tokyo', takenAt: Date.UTC(2026, 7, 4, 14, 30, 0) });
    // The field belongs to the photo after it only.
    expect(await captureOf(second!.id)).toBeUndefined();
  });

  it('keeps a file’s own EXIF over the field', async () => {
    const own = await jpegWithExif({ ...testPlaces.annecy, dateTimeOriginal: '2026:08:04 10:15:00', offsetTimeOriginal: '+02:00' });
    const album = await albumUpload([{ bytes: own, capture: tokyoNight }]);
    expect(album.statusCode, album.body).toBe(200);
    expect(await captureOf(addedNames(album)[0]!)).toMatchObject({ tz: 'Europe/Paris', takenAt: Date.UTC(2026, 7, 4, 8, 15, 0) });
    const article = await articlePhoto(own, tokyoNight);
    expect(article.statusCode, article.body).toBe(200);
    expect(await captureOf(article.json<{ id: string }>().id)).toMatchObject({ tz: 'Europe/Paris' });
  });

  it('takes the photos of hostile values and keeps no place and no time for them', async () => {
    const hostile = [
      { lat: 'NaN', lon: 'NaN', takenAt: 'hier soir' },
      { lat: 0, lon: 0, takenAt: '1980-06-01T12:00:00' },
      { lat: 1e308, lon: -1e308, takenAt: '2026-02-31T10:00:00', offset: '+99:00' },
      { lat: '45.9', lon: '6.1', takenAt: 1786000000000 },
      { lat: 45.9, lon: null, takenAt: '9999-01-01T00:00:00' },
    ].map((capture) => ({ bytes: shrunk, capture: JSON.stringify(capture) }));
    const response = await albumUpload(hostile);
    expect(response.statusCode, response.body).toBe(200);
    const names = addedNames(response);
    expect(names).toHaveLength(hostile.length);
    expect(await placesRepository(t.app.db).capturesOf(names)).toEqual(new Map());
    const article = await articlePhoto(shrunk, JSON.stringify({ lat: 1e308, lon: 1e308, takenAt: '1980-01-01T00:00:00' }));
    expect(article.statusCode, article.body).toBe(200);
    expect(await captureOf(article.json<{ id: string }>().id)).toBeUndefined();
  });

  it('refuses a field that is not a JSON object, or too long, in French', async () => {
    for (const [capture, message] of [
      ['{"lat": 45.9,', sentCaptureMessages.malformed],
      ['[45.9, 6.1]', sentCaptureMessages.malformed],
      ['null', sentCaptureMessages.malformed],
      [JSON.stringify({ lat: 45.9, lon: 6.1, note: 'x'.repeat(captureFieldMaxLength) }), sentCaptureMessages.tooLong],
    ] as const) {
      const album = await albumUpload([{ bytes: shrunk, capture }]);
      expect(album.statusCode, capture).toBe(400);
      expect(album.json<{ message: string }>().message).toBe(message);
      const article = await articlePhoto(shrunk, capture);
      expect(article.statusCode, capture).toBe(400);
      expect(article.json<{ message: string }>().message).toBe(message);
    }
  });
});
