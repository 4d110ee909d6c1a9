import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumItem } from '../../shared/albumTypes.ts';
import { albumMessages } from './albumMessages.ts';
import { albumFilesOnDisk, createAlbum, uploadImages, uploadOk } from '../testing/albumRequests.ts';
import { hostileNames } from '../testing/fixtures/hostileNames.ts';
import { makeLandscapeJpeg, makePng } from '../testing/fixtures/makeImages.ts';
import { adminToken, createTestApp, postJson, type TestApp } from '../testing/testApp.ts';

// A refused name must change nothing, so every case of a describe shares one app and checks that
// the albums and files it started with are still there: a name that got through would show in the
// case itself and in the ones after it. One app per case made this the slowest file of the suite.

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await makeLandscapeJpeg({ width: 900, height: 600 });
});

function sharedApp() {
  const state = { t: undefined as unknown as TestApp, admin: '' };
  beforeAll(async () => {
    state.t = await createTestApp();
    state.admin = await adminToken(state.t.app);
  });
  afterAll(async () => {
    await state.t.close();
  });
  return state;
}

async function albumsOf(s: { t: TestApp; admin: string }): Promise<Album[]> {
  return (await postJson(s.t.app, '/api/admin/getAlbums', { token: s.admin })).json<Album[]>();
}

const filesOnDisk = (t: TestApp) => albumFilesOnDisk(t.dataDir);

const expect4xx = (statusCode: number) => {
  expect(statusCode).toBeGreaterThanOrEqual(400);
  expect(statusCode).toBeLessThan(500);
};

describe('hostile names on a server with no album', () => {
  const s = sharedApp();

  it.each(hostileNames)('createAlbum refuses the hostile name %j with a 4xx and creates nothing', async (name) => {
    expect4xx((await createAlbum(s.t.app, s.admin, name)).statusCode);
    expect(await albumsOf(s)).toEqual([]);
    expect(await filesOnDisk(s.t)).toEqual([]);
  });

  it.each([...hostileNames, 'Inconnu'])('uploadImages answers 404 for the folder %j, which is no album, and writes nothing', async (folder) => {
    const response = await uploadImages(s.t.app, s.admin, folder, [jpeg]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: albumMessages.albumNotFound });
    expect(await filesOnDisk(s.t)).toEqual([]);
  });
});

describe('hostile names against an album of two photos', () => {
  const s = sharedApp();
  let items: AlbumItem[];
  let before: Album[];
  beforeAll(async () => {
    await createAlbum(s.t.app, s.admin, 'Bretagne');
    await createAlbum(s.t.app, s.admin, 'Alsace');
    items = await uploadOk(s.t.app, s.admin, 'Bretagne', [jpeg, await makePng()]);
    before = await albumsOf(s);
    expect(await filesOnDisk(s.t)).toHaveLength(6);
  });

  const ref = (image: string, folder = 'Bretagne') => ({ token: s.admin, folder, image });

  it.each([...hostileNames, 'photo.jpg', crypto.randomUUID().toUpperCase()])('answers a 4xx for the image %j', async (image) => {
    for (const url of ['/api/admin/getImage', '/api/admin/deleteMedia']) {
      expect4xx((await postJson(s.t.app, url, ref(image))).statusCode);
    }
    expect4xx((await postJson(s.t.app, '/api/admin/changeComment', { ...ref(image), comment: 'x' })).statusCode);
    expect(await filesOnDisk(s.t)).toHaveLength(6);
    expect(await albumsOf(s)).toEqual(before);
  });

  it.each(hostileNames)('answers 404 for the folder %j', async (folder) => {
    const response = await postJson(s.t.app, '/api/admin/deleteMedia', ref(items[0]?.image ?? '', folder));
    expect(response.statusCode).toBe(404);
    expect(await filesOnDisk(s.t)).toHaveLength(6);
    expect(await albumsOf(s)).toEqual(before);
  });
});
