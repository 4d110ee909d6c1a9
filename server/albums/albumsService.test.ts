import { readdir } from 'node:fs/promises';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { albumLimits } from '../../shared/albumLimits.ts';
import { HttpError } from '../platform/errors.ts';
import { albumsRoot } from './albumsPlugin.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { createTestApp, createUser, type TestApp } from '../testing/testApp.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { albumMessages } from './albumMessages.ts';

// The service's own bounds, called directly: the upload route stops a 6th file before the service
// sees it, so only these tests notice if the service stops checking.

let t: TestApp;
let jpeg: Buffer;
let member: AuthUser;

beforeAll(async () => {
  jpeg = await makeLandscapeJpeg({ width: 600, height: 400 });
});
beforeEach(async () => {
  t = await createTestApp();
  await t.app.albums.createAlbum('Bretagne');
  const { token } = await createUser(t.app);
  member = (await t.app.authenticator.authenticate(token ?? '')) as AuthUser;
});

/** `count` photos with distinct hashes, as `count` different photos would have. */
const photos = (count: number) => Array.from({ length: count }, (_, index) => ({ source: jpeg, sha256: index.toString(16).padStart(64, '0') }));
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

describe('albumsService.addPhotos', () => {
  it(`refuses ${albumLimits.maxPhotosPerUpload + 1} images with a 413 and writes none`, async () => {
    const album = await t.app.albums.findAlbum('Bretagne');
    const refusal = await t.app.albums.addPhotos(album, photos(albumLimits.maxPhotosPerUpload + 1), member).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 413, message: albumMessages.tooManyPhotos });
    expect(await filesOnDisk()).toEqual([]);
    expect(await imageRows()).toBe(0);
  });

  it(`takes exactly ${albumLimits.maxPhotosPerUpload} images`, async () => {
    const album = await t.app.albums.findAlbum('Bretagne');
    const items = await t.app.albums.addPhotos(album, photos(albumLimits.maxPhotosPerUpload), member);
    expect(items).toHaveLength(albumLimits.maxPhotosPerUpload);
    expect(await imageRows()).toBe(albumLimits.maxPhotosPerUpload);
  });

  it('refuses a photo the album already holds, and the same photo twice in one call, with a 409 naming it', async () => {
    const album = await t.app.albums.findAlbum('Bretagne');
    const [first, second] = photos(2);
    await t.app.albums.addPhotos(album, [first!], member);
    const again = await t.app.albums.addPhotos(album, [second!, first!], member).catch((error: unknown) => error);
    expect(again).toMatchObject({ statusCode: 409, message: albumMessages.photoAlreadyInAlbum, sha256: first!.sha256 });
    const twice = await t.app.albums.addPhotos(album, [second!, second!], member).catch((error: unknown) => error);
    expect(twice).toMatchObject({ statusCode: 409, sha256: second!.sha256 });
    expect(await imageRows()).toBe(1);
    expect(await filesOnDisk()).toHaveLength(3);
  });

  it('lets the unique index settle two devices sending the same photo at once', async () => {
    const album = await t.app.albums.findAlbum('Bretagne');
    const [photo] = photos(1);
    const results = await Promise.allSettled([t.app.albums.addPhotos(album, [photo!], member), t.app.albums.addPhotos(album, [photo!], member)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 409, sha256: photo!.sha256 });
    expect(await imageRows()).toBe(1);
    expect(await filesOnDisk()).toHaveLength(3);
  });

  it('refuses an empty upload with a 400', async () => {
    const album = await t.app.albums.findAlbum('Bretagne');
    await expect(t.app.albums.addPhotos(album, [], member)).rejects.toMatchObject({ statusCode: 400, message: albumMessages.noPhotos });
  });
});
