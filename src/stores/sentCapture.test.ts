import piexif from 'piexifjs';
import { describe, expect, it } from 'vitest';
import { preparedForSending, type PhotoPreparer } from './preparePhoto.ts';
import { sentCaptureOf } from './sentCapture.ts';

// piexifjs 1.0.6 does not know OffsetTimeOriginal (0x9011): registered before the first dump.
piexif.TAGS.Exif![0x9011] ??= { name: 'OffsetTimeOriginal', type: 'Ascii' };

/** A JPEG's head with the EXIF a phone writes, by piexifjs. */
function photo(exif: Record<number, unknown>, gps: Record<number, unknown>): Blob {
  const jpeg = '\xff\xd8\xff\xda\x00\x02\xff\xd9';
  const binary = piexif.insert(piexif.dump({ '0th': {}, Exif: exif, GPS: gps }), jpeg);
  return new Blob([Uint8Array.from(binary, (char) => char.charCodeAt(0))], { type: 'image/jpeg' });
}

const tokyo = {
  1: 'N',
  2: [[35, 1], [41, 1], [3768, 100]],
  3: 'E',
  4: [[139, 1], [42, 1], [1224, 100]],
};

describe('sentCaptureOf', () => {
  it('reads the position, the wall time and its offset of the original', async () => {
    const capture = await sentCaptureOf(photo({ 0x9003: '2026:08:04 23:30:00', 0x9011: '+09:00' }, tokyo));
    expect(capture).toMatchObject({ takenAt: '2026-08-04T23:30:00', offset: '+09:00' });
    expect(capture!.lat).toBeCloseTo(35.6938, 4);
    expect(capture!.lon).toBeCloseTo(139.7034, 4);
  });

  it('sends the wall time alone when the camera wrote no offset nor position', async () => {
    expect(await sentCaptureOf(photo({ 0x9003: '2026:08:04 10:15:00' }, {}))).toEqual({ takenAt: '2026-08-04T10:15:00' });
  });

  it('has nothing for a photo without EXIF, or one that is no JPEG', async () => {
    expect(await sentCaptureOf(photo({}, {}))).toBeUndefined();
    expect(await sentCaptureOf(new Blob(['pas une photo']))).toBeUndefined();
  });
});

describe('preparedForSending', () => {
  // A canvas copy: no EXIF left.
  const preparer: PhotoPreparer = { hash: async () => 'hash', shrink: async () => new Blob(['copie']), takenAt: async () => undefined };

  it('keeps the original’s place and time beside the shrunk copy, and nothing beside an original sent as it is', async () => {
    const original = photo({ 0x9003: '2026:08:04 23:30:00', 0x9011: '+09:00' }, tokyo);
    expect((await preparedForSending(preparer, original, false, 'tokyo.jpg')).capture).toMatchObject({ takenAt: '2026-08-04T23:30:00', offset: '+09:00' });
    expect((await preparedForSending(preparer, original, true, 'tokyo.jpg')).capture).toBeUndefined();
  });
});
