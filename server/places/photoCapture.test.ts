import { describe, expect, it } from 'vitest';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { makeGif, makePng } from '../testing/fixtures/makeImages.ts';
import { localDateOf, noCapture } from './itemCapture.ts';
import { captureFromExif, readPhotoCapture } from './photoCapture.ts';

const now = Date.UTC(2026, 10, 29, 12, 0, 0);

describe('readPhotoCapture', () => {
  it('reads the position with its refs, and the capture time with its offset', async () => {
    const photo = await jpegWithExif({ ...testPlaces.annecy, dateTimeOriginal: '2026:08:04 10:15:00', offsetTimeOriginal: '+02:00' });
    const capture = await readPhotoCapture(photo, now);
    expect(capture.lat).toBeCloseTo(45.8992, 4);
    expect(capture.lon).toBeCloseTo(6.1294, 4);
    expect(capture.takenAt).toBe(Date.UTC(2026, 7, 4, 8, 15, 0));
    expect(capture.tz).toBe('Europe/Paris');
  });

  it('signs the south and the west by their refs (Reykjavik, Fiji across the antimeridian)', async () => {
    const reykjavik = await readPhotoCapture(await jpegWithExif(testPlaces.reykjavik), now);
    expect(reykjavik.lat).toBeCloseTo(64.1466, 4);
    expect(reykjavik.lon).toBeCloseTo(-21.9426, 4);
    expect(reykjavik.tz).toBe('Atlantic/Reykjavik');
    const fiji = await readPhotoCapture(await jpegWithExif(testPlaces.fiji), now);
    expect(fiji.lat).toBeCloseTo(-16.8167, 4);
    expect(fiji.lon).toBeCloseTo(-179.9667, 4);
    expect(fiji.tz).toBe('Pacific/Fiji');
  });

  it('places a time without an offset in the zone of its position: 23:30 in Tokyo is 14:30 UTC', async () => {
    const photo = await jpegWithExif({ ...testPlaces.tokyo, dateTimeOriginal: '2026:08:04 23:30:00' });
    const capture = await readPhotoCapture(photo, now);
    expect(capture.tz).toBe('Asia/Tokyo');
    expect(capture.takenAt).toBe(Date.UTC(2026, 7, 4, 14, 30, 0));
  });

  it('gives the local date of an instant at its place: the Tokyo evening is already the next day in Fiji', () => {
    const tokyoEvening = Date.UTC(2026, 7, 4, 14, 30, 0);
    expect(localDateOf(tokyoEvening, 'Asia/Tokyo')).toBe('2026-08-04');
    expect(localDateOf(tokyoEvening, 'Pacific/Fiji')).toBe('2026-08-05');
    expect(localDateOf(Date.UTC(2026, 7, 4, 23, 30, 0), 'Europe/Paris')).toBe('2026-08-05');
    expect(localDateOf(tokyoEvening, 'Nulle/Part')).toBeNull();
  });

  it('prefers the offset the camera wrote to the zone of the position', async () => {
    const photo = await jpegWithExif({ ...testPlaces.tokyo, dateTimeOriginal: '2026:08:04 23:30:00', offsetTimeOriginal: '+02:00' });
    expect((await readPhotoCapture(photo, now)).takenAt).toBe(Date.UTC(2026, 7, 4, 21, 30, 0));
  });

  it('keeps the time of a photo with no position, and no position of one at (0, 0)', async () => {
    const photo = await jpegWithExif({ lat: 0, lon: 0, dateTimeOriginal: '2026:08:04 12:00:00', offsetTimeOriginal: '+00:00' });
    expect(await readPhotoCapture(photo, now)).toEqual({ lat: null, lon: null, tz: null, takenAt: Date.UTC(2026, 7, 4, 12, 0, 0) });
  });

  it("reads a PNG's eXIf chunk too (the fixture claims Paris)", async () => {
    const capture = await readPhotoCapture(await makePng({ width: 32, height: 32 }), now);
    expect(capture.lat).toBeCloseTo(48.8567, 4);
    expect(capture.lon).toBeCloseTo(2.3522, 4);
    expect(capture.tz).toBe('Europe/Paris');
  });

  it('finds nothing in a photo without EXIF, a GIF or bytes that are no image', async () => {
    expect(await readPhotoCapture(await jpegWithExif({}), now)).toEqual(noCapture);
    expect(await readPhotoCapture(await makeGif({ width: 16, height: 16, frames: 1 }), now)).toEqual(noCapture);
    expect(await readPhotoCapture(Buffer.from('pas une photo'), now)).toEqual(noCapture);
  });

  it('reads no place from hostile GPS: zero denominators, text, NaN, 1e308, values out of range', async () => {
    const hostile = [
      [{ tag: 'lat', type: 'Rational', value: [[45, 0], [0, 0], [0, 0]] }],
      [{ tag: 'lat', type: 'Ascii', value: 'quarante-cinq' }],
      [{ tag: 'lat', type: 'Ascii', value: 'NaN' }],
      [{ tag: 'lat', type: 'Ascii', value: '1e308' }],
      [{ tag: 'lat', type: 'Rational', value: [[4294967295, 1], [0, 1], [0, 1]] }],
      [{ tag: 'lat', type: 'Rational', value: [[45, 1], [75, 1], [0, 1]] }],
      [{ tag: 'latRef', type: 'Ascii', value: 'X' }],
    ] as const;
    for (const rawGps of hostile) {
      const photo = await jpegWithExif({ ...testPlaces.chamonix, dateTimeOriginal: '2026:08:04 10:00:00', offsetTimeOriginal: '+02:00', rawGps: [...rawGps] });
      const capture = await readPhotoCapture(photo, now);
      expect(capture, JSON.stringify(rawGps)).toMatchObject({ lat: null, lon: null, tz: null });
      expect(capture.takenAt).toBe(Date.UTC(2026, 7, 4, 8, 0, 0));
    }
  });

  it('reads no time before 1990, more than a day ahead, or that is no date', async () => {
    for (const dateTimeOriginal of ['1989:12:31 23:59:59', '2026:12:01 12:00:00', '2026:02:31 10:00:00', '2026:08:04 25:00:00', 'hier soir', '0000:00:00 00:00:00']) {
      const photo = await jpegWithExif({ ...testPlaces.annecy, dateTimeOriginal, offsetTimeOriginal: '+00:00' });
      expect((await readPhotoCapture(photo, now)).takenAt, dateTimeOriginal).toBeNull();
    }
    const tomorrow = await jpegWithExif({ dateTimeOriginal: '2026:11:30 11:00:00', offsetTimeOriginal: '+00:00' });
    expect((await readPhotoCapture(tomorrow, now)).takenAt).toBe(Date.UTC(2026, 10, 30, 11, 0, 0));
  });
});

describe('captureFromExif', () => {
  it('turns whatever a parser hands over into a place or none, never an error', () => {
    const values: unknown[] = [NaN, Infinity, -Infinity, 1e308, -1e308, 'NaN', '45', null, undefined, {}, [], [NaN, 0, 0], [1e308, 0, 0], [45, -1, 0], [1, 2, 3, 4]];
    for (const value of values) {
      const capture = captureFromExif({ GPSLatitude: value, GPSLatitudeRef: 'N', GPSLongitude: [6, 52, 10], GPSLongitudeRef: 'E' }, now);
      expect(capture.lat, String(value)).toBeNull();
    }
    expect(captureFromExif({ DateTimeOriginal: 20260804, OffsetTimeOriginal: '+99:00' }, now)).toEqual(noCapture);
    expect(captureFromExif({ DateTimeOriginal: '2026:08:04 10:00:00', OffsetTimeOriginal: '+99:00', GPSDateStamp: '2026:08:04', GPSTimeStamp: [8, 0, 5.5] }, now).takenAt).toBe(
      Date.UTC(2026, 7, 4, 8, 0, 5, 500),
    );
  });
});
