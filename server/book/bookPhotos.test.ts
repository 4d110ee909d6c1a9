import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertExif } from '../testing/exifPhotos.ts';
import { photoJpeg, photoSize } from './bookPhotos.ts';
import { fitPhoto } from './photoFit.ts';

let directory: string;
const A5_TEXT_WIDTH = 340;
const paths = { big: '', small: '', png: '', turned: '' };

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'lapin-book-photos-'));
  const flat = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#5a8fb0' } });
  paths.big = join(directory, 'big.jpg');
  await flat(4000, 3000).jpeg({ quality: 80 }).toFile(paths.big);
  paths.small = join(directory, 'small.jpg');
  await flat(640, 480).jpeg({ quality: 80 }).toFile(paths.small);
  paths.png = join(directory, 'small.png');
  await sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 90, g: 140, b: 170, alpha: 0.5 } } }).png().toFile(paths.png);
  // 1200×800 stored, orientation 6: printed upright, 800×1200.
  paths.turned = join(directory, 'turned.jpg');
  await writeFile(paths.turned, insertExif(await flat(1200, 800).jpeg().toBuffer(), { orientation: 6 }));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the book’s photos', () => {
  it('resamples a big original to 300 dpi at its printed size, as a JPEG', async () => {
    const printed = fitPhoto(4000, 3000, A5_TEXT_WIDTH, 400);
    const jpeg = await photoJpeg(paths.big, printed);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', Math.round((A5_TEXT_WIDTH / 72) * 300), printed.pixelHeight]);
  });

  it('embeds an upright JPEG that has no more pixels than printed as it is, without decoding it', async () => {
    const printed = fitPhoto(640, 480, A5_TEXT_WIDTH, 400);
    expect(printed.pixelWidth).toBe(640);
    expect((await photoJpeg(paths.small, printed)).equals(await readFile(paths.small))).toBe(true);
  });

  it('re-encodes what pdfkit cannot take as is: a PNG (flattened on white) and a JPEG that must be turned upright', async () => {
    const png = await sharp(await photoJpeg(paths.png, fitPhoto(640, 480, A5_TEXT_WIDTH, 400))).metadata();
    expect([png.format, png.width, png.height, png.hasAlpha]).toEqual(['jpeg', 640, 480, false]);
    const size = await photoSize(paths.turned);
    expect([size?.width, size?.height, size?.orientation]).toEqual([800, 1200, 6]);
    const turned = await sharp(await photoJpeg(paths.turned, fitPhoto(800, 1200, A5_TEXT_WIDTH, 600))).metadata();
    expect([turned.width, turned.height, turned.orientation ?? 1]).toEqual([800, 1200, 1]);
  });
});
