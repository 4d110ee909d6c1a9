import { readdir } from 'node:fs/promises';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { albumLimits } from '../../shared/albumLimits.ts';
import { HttpError } from '../platform/errors.ts';
import { albumsRoot } from './albumsPlugin.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { albumMessages } from './albumMessages.ts';

// The service's own bounds, called directly: the upload route stops a 6th file before the service
// sees it, so only these tests notice if the service stops checking.

let t: TestApp;
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await makeLandscapeJpeg({ width: 600, height: 400 });
});
beforeEach(async () => {
  t = await createTestApp();
  await t.app.albums.createAlbum('Bretagne');
});
afterEach(async () => {
  await t.close();
});

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(albumsRoot(t.dataDir), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function imageRows(): Promise<number> {
  const rows = await t.app.db.selectFrom('album_images').select('id').execute();
  return rows.length;
}

describe('albumsService.addImages', () => {
  it(`refuses ${albumLimits.maxImagesPerUpload + 1} images with a 413 and writes none`, async () => {
    const album = await t.app.albums.findAlbum('Bretagne');
    const uploads = Array.from({ length: albumLimits.maxImagesPerUpload + 1 }, () => jpeg);
    const refusal = await t.app.albums.addImages(album, uploads).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 413, message: albumMessages.tooManyImages });
    expect(await filesOnDisk()).toEqual([]);
    expect(await imageRows()).toBe(0);
  });

  it(`takes exactly ${albumLimits.maxImagesPerUpload} images`, async () => {
    const album = await t.app.albums.findAlbum('Bretagne');
    const items = await t.app.albums.addImages(album, Array.from({ length: albumLimits.maxImagesPerUpload }, () => jpeg));
    expect(items).toHaveLength(albumLimits.maxImagesPerUpload);
    expect(await imageRows()).toBe(albumLimits.maxImagesPerUpload);
  });

  it('refuses an empty upload with a 400', async () => {
    const album = await t.app.albums.findAlbum('Bretagne');
    await expect(t.app.albums.addImages(album, [])).rejects.toMatchObject({ statusCode: 400, message: albumMessages.noImages });
  });
});
