import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifHasGps, makeLandscapeJpeg, makePhonePortraitJpeg, makeTruncatedJpeg, makeUprightPhoneJpeg } from '../testing/fixtures/makeImages.ts';
import { stripJpegMetadata } from './stripJpegMetadata.ts';

const pixels = (jpeg: Uint8Array) => sharp(jpeg).raw().toBuffer();

describe('stripJpegMetadata', () => {
  it('drops EXIF with GPS, XMP, the comment and the bytes after EOI, and keeps every pixel as it was', async () => {
    const photo = await makeUprightPhoneJpeg();
    const before = await sharp(photo).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(photo.includes('Prise ')).toBe(true);
    expect(before.isProgressive).toBe(true);
    expect(photo.includes('charge utile')).toBe(true);

    const stripped = stripJpegMetadata(photo);
    expect(stripped).not.toBeNull();
    const after = await sharp(stripped!).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stripped!.includes('Prise ')).toBe(false);
    expect(after.icc).toBeUndefined();
    expect(stripped!.includes('charge utile')).toBe(false);
    expect(stripped!.includes('Pixel 8')).toBe(false);
    expect([...stripped!.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect({ width: after.width, height: after.height }).toEqual({ width: before.width, height: before.height });
    expect((await pixels(stripped!)).equals(await pixels(photo))).toBe(true);
  });

  it('keeps a baseline JPEG whole', async () => {
    const jpeg = await sharp(await makeLandscapeJpeg({ width: 640, height: 480 }))
      .jpeg({ quality: 85 })
      .toBuffer();
    const stripped = stripJpegMetadata(jpeg);
    expect((await pixels(stripped!)).equals(await pixels(jpeg))).toBe(true);
  });

  it('gives up on what it does not fully understand, so the caller re-encodes', async () => {
    expect(stripJpegMetadata(await makeTruncatedJpeg())).toBeNull();
    expect(stripJpegMetadata(Buffer.from('GIF89a'))).toBeNull();
    const photo = await makeLandscapeJpeg({ width: 64, height: 48 });
    // A segment length that runs past the end of the file.
    const broken = Buffer.from(photo);
    broken.writeUInt16BE(0xfff0, 4);
    expect(stripJpegMetadata(broken)).toBeNull();
    expect(stripJpegMetadata(photo.subarray(0, 2))).toBeNull();
  });

  it('only strips: a photo that must be turned upright is left to the re-encode by the caller', async () => {
    // The caller checks the orientation and the profile (inspectImage's `plain`); this one has both.
    const portrait = await makePhonePortraitJpeg();
    const stripped = stripJpegMetadata(portrait);
    expect((await sharp(stripped!).metadata()).orientation).toBeUndefined();
  });
});
