import { describe, expect, it } from 'vitest';
import {
  makeGif,
  makeJpegHeaderWithGarbage,
  makeLandscapeJpeg,
  makePhonePortraitJpeg,
  makePng,
  makePngBomb,
  makeSpoofedFiles,
  makeTruncatedJpeg,
} from '../testing/fixtures/makeImages.ts';
import { inspectImage, sniffImageFormat } from './imageSniffer.ts';
import { ImageTooLargeError, PhotoError, UnsupportedImageError } from './photoErrors.ts';
import { photoMessages } from './photoMessages.ts';

describe('sniffImageFormat', () => {
  it('recognises jpeg, png and gif from their first bytes', async () => {
    expect(sniffImageFormat(await makeLandscapeJpeg({ width: 64, height: 48 }))).toBe('jpeg');
    expect(sniffImageFormat(await makePng({ width: 64, height: 48 }))).toBe('png');
    expect(sniffImageFormat(await makeGif())).toBe('gif');
  });

  it('ignores the name and declared type of files that are not png, gif or jpeg', async () => {
    for (const file of await makeSpoofedFiles()) {
      expect(file.fileName).toBe('photo.jpg');
      expect(sniffImageFormat(file.bytes)).toBeNull();
    }
  });

  it('needs the whole signature, not a prefix of it', () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageFormat(Buffer.from('GIF88a'))).toBeNull();
    expect(sniffImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});

describe('inspectImage', () => {
  it('reports format, stored dimensions, frame count and whether the image is plain', async () => {
    await expect(inspectImage(await makeLandscapeJpeg({ width: 320, height: 240 }))).resolves.toEqual({
      format: 'jpeg',
      width: 320,
      height: 240,
      pages: 1,
      plain: true,
    });
    // Orientation 6 and a Display P3 profile: its original has to be re-encoded.
    await expect(inspectImage(await makePhonePortraitJpeg())).resolves.toMatchObject({ format: 'jpeg', plain: false });
    await expect(inspectImage(await makeGif({ width: 50, height: 40, frames: 3 }))).resolves.toEqual({
      format: 'gif',
      width: 50,
      height: 40,
      pages: 3,
      plain: true,
    });
  });

  it('refuses spoofed files with the French message for unsupported formats', async () => {
    for (const file of await makeSpoofedFiles()) {
      const rejection = expect(inspectImage(file.bytes)).rejects;
      await rejection.toBeInstanceOf(UnsupportedImageError);
      await rejection.toThrow(photoMessages.unsupportedImage);
    }
  });

  it('refuses a JPEG signature followed by garbage as a typed error', async () => {
    const rejection = expect(inspectImage(makeJpegHeaderWithGarbage())).rejects;
    await rejection.toBeInstanceOf(UnsupportedImageError);
    await rejection.toThrow(photoMessages.corruptImage);
  });

  it('lets a truncated JPEG through the header check (decoding rejects it later)', async () => {
    await expect(inspectImage(await makeTruncatedJpeg())).resolves.toMatchObject({ format: 'jpeg' });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    await expect(inspectImage(makePngBomb())).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});

describe('media errors', () => {
  it('carry a French message and a 4xx status a route can answer with', async () => {
    const error = await inspectImage(Buffer.from('<html>')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PhotoError);
    expect(error).toMatchObject({ statusCode: 415, message: photoMessages.unsupportedImage, name: 'UnsupportedImageError' });
  });
});
