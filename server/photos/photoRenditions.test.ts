import sharp, { type Metadata } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  exifHasGps,
  makeGif,
  makeJpegHeaderWithGarbage,
  makeLandscapeJpeg,
  makePhonePortraitJpeg,
  makePng,
  makePngBomb,
  makeSpoofedFiles,
  makeTruncatedJpeg,
  makeUprightPhoneJpeg,
} from '../testing/fixtures/makeImages.ts';
import { renderImageSet, type PhotoRenditions } from './photoRenditions.ts';
import { ImageTooLargeError, UnsupportedImageError } from './photoErrors.ts';
import { photoMessages } from './photoMessages.ts';

const renditionNames = ['original', 'screen', 'thumb'] as const;

async function metadataOf(set: PhotoRenditions) {
  const [original, screen, thumb] = await Promise.all(renditionNames.map((name) => sharp(set[name]).metadata()));
  return { original: original!, screen: screen!, thumb: thumb! };
}

function expectNoMetadata(metadata: Metadata): void {
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.comments).toBeUndefined();
  expect([undefined, 1]).toContain(metadata.orientation);
}

/** Mean red and green of a 10 × 10 patch 5 px in from a top corner. */
async function topCornerColour(image: Buffer, corner: 'left' | 'right') {
  const { width } = await sharp(image).metadata();
  const left = corner === 'left' ? 5 : width - 15;
  const patch = await sharp(image).extract({ left, top: 5, width: 10, height: 10 }).removeAlpha().raw().toBuffer();
  let red = 0;
  let green = 0;
  for (let i = 0; i < patch.length; i += 3) {
    red += patch[i]!;
    green += patch[i + 1]!;
  }
  return { red: red / 100, green: green / 100 };
}

describe('renderImageSet', () => {
  describe('a 12 MP camera JPEG', () => {
    let source: Buffer;
    let set: PhotoRenditions;
    beforeAll(async () => {
      source = await makeLandscapeJpeg();
      set = await renderImageSet(source);
    });

    it('is several MB, like a phone photo', () => {
      expect(source.length).toBeGreaterThan(3_000_000);
    });

    it('keeps the original at full resolution and bounds screen and thumb', async () => {
      const metadata = await metadataOf(set);
      expect(set).toMatchObject({ format: 'jpeg', width: 4000, height: 3000 });
      expect([metadata.original.width, metadata.original.height]).toEqual([4000, 3000]);
      expect([metadata.screen.width, metadata.screen.height]).toEqual([1600, 1200]);
      expect([metadata.thumb.width, metadata.thumb.height]).toEqual([400, 300]);
      expect(metadata.screen.format).toBe('jpeg');
      expect(metadata.thumb.format).toBe('jpeg');
    });

    it('makes previews light enough for lists', () => {
      expect(set.thumb.length).toBeLessThan(40_000);
      expect(set.screen.length).toBeLessThan(600_000);
    });
  });

  describe('an upright photo with GPS, a camera, XMP, a comment and bytes after its end', () => {
    it('keeps its original pixel for pixel, without a byte of its metadata, and never re-encodes it', async () => {
      const source = await makeUprightPhoneJpeg();
      const set = await renderImageSet(source);
      const metadata = await metadataOf(set);
      for (const rendition of renditionNames) expectNoMetadata(metadata[rendition]);
      expect(exifHasGps(metadata.original.exif)).toBe(false);
      expect(set.original.includes('Pixel 8')).toBe(false);
      expect(set.original.includes('charge utile')).toBe(false);
      const [before, after] = await Promise.all([sharp(source).raw().toBuffer(), sharp(set.original).raw().toBuffer()]);
      expect(after.equals(before)).toBe(true);
      expect(set.original.length).toBeLessThan(source.length);
      expect(set).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    });
  });

  describe('a portrait phone photo stored landscape with EXIF orientation 6 and GPS', () => {
    let source: Buffer;
    let set: PhotoRenditions;
    beforeAll(async () => {
      source = await makePhonePortraitJpeg();
      set = await renderImageSet(source);
    });

    it('really carries orientation, GPS, XMP and a P3 profile before processing', async () => {
      const metadata = await sharp(source).metadata();
      expect(metadata.orientation).toBe(6);
      expect(exifHasGps(metadata.exif)).toBe(true);
      expect(metadata.xmp).toBeDefined();
      expect(metadata.icc).toBeDefined();
    });

    it('comes out upright in every rendition', async () => {
      const metadata = await metadataOf(set);
      expect(set).toMatchObject({ width: 1200, height: 1600 });
      for (const name of renditionNames) expect(metadata[name].width).toBeLessThan(metadata[name].height);
      expect([metadata.screen.width, metadata.screen.height]).toEqual([1200, 1600]);
      expect([metadata.thumb.width, metadata.thumb.height]).toEqual([300, 400]);
    });

    it('is rotated clockwise, not mirrored: the stored top-left marker shows top-right', async () => {
      for (const name of renditionNames) {
        const right = await topCornerColour(set[name], 'right');
        const left = await topCornerColour(set[name], 'left');
        expect(right.red - right.green, name).toBeGreaterThan(150);
        expect(left.red - left.green, name).toBeLessThan(100);
      }
    });

    it('keeps no EXIF, GPS, XMP or ICC in any rendition', async () => {
      const metadata = await metadataOf(set);
      for (const name of renditionNames) expectNoMetadata(metadata[name]);
      for (const name of renditionNames) expect(set[name].includes('GPSLatitude')).toBe(false);
    });
  });

  it('never upscales a small image', async () => {
    const set = await renderImageSet(await makeLandscapeJpeg({ width: 300, height: 200 }));
    const metadata = await metadataOf(set);
    for (const name of renditionNames) expect([metadata[name].width, metadata[name].height]).toEqual([300, 200]);
  });

  it('bounds only what exceeds: a 600 px image keeps its size on screen and shrinks for the thumb', async () => {
    const metadata = await metadataOf(await renderImageSet(await makeLandscapeJpeg({ width: 450, height: 600 })));
    expect([metadata.screen.width, metadata.screen.height]).toEqual([450, 600]);
    expect([metadata.thumb.width, metadata.thumb.height]).toEqual([300, 400]);
  });

  it('keeps a PNG original as PNG without its EXIF, and flattens transparency on white for previews', async () => {
    const png = await makePng();
    expect(exifHasGps((await sharp(png).metadata()).exif)).toBe(true);
    const set = await renderImageSet(png);
    const metadata = await metadataOf(set);
    expect(set.format).toBe('png');
    expect(metadata.original.format).toBe('png');
    expect(metadata.original.hasAlpha).toBe(true);
    for (const name of renditionNames) expectNoMetadata(metadata[name]);
    const corner = await topCornerColour(set.screen, 'left');
    expect(corner.red).toBeGreaterThan(250);
    expect(corner.green).toBeGreaterThan(250);
  });

  it('keeps an animated GIF whole as the original, without its metadata blocks, and previews its first frame', async () => {
    const gif = await makeGif({ width: 500, height: 300, frames: 3, comment: 'GPS 48.85N', xmp: '<x:xmpmeta/>' });
    const set = await renderImageSet(gif);
    const metadata = await metadataOf(set);
    expect(set).toMatchObject({ format: 'gif', width: 500, height: 300 });
    expect(metadata.original).toMatchObject({ format: 'gif', pages: 3 });
    expect(set.original.includes('GPS 48.85N')).toBe(false);
    expect(set.original.includes('XMP DataXMP')).toBe(false);
    expect(metadata.screen).toMatchObject({ format: 'jpeg', width: 500, height: 300 });
    expect(metadata.thumb).toMatchObject({ format: 'jpeg', width: 400, height: 240 });
  });

  it('refuses spoofed files', async () => {
    for (const file of await makeSpoofedFiles()) {
      await expect(renderImageSet(file.bytes)).rejects.toThrow(new UnsupportedImageError());
    }
  });

  it('refuses a truncated JPEG and a JPEG header followed by garbage with a typed error', async () => {
    for (const bytes of [await makeTruncatedJpeg(), makeJpegHeaderWithGarbage()]) {
      const rejection = expect(renderImageSet(bytes)).rejects;
      await rejection.toBeInstanceOf(UnsupportedImageError);
      await rejection.toThrow(photoMessages.corruptImage);
    }
  });

  it('refuses a decompression bomb', async () => {
    await expect(renderImageSet(makePngBomb())).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});
