import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { SlideshowItem, TilesReply } from '../../shared/albumTypes.ts';
import { albumLimits } from '../../shared/albumLimits.ts';
import { product } from '../../shared/product.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { albumMessages } from './albumMessages.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { hostileNames } from '../testing/fixtures/hostileNames.ts';
import { makeLandscapeJpeg, makePhonePortraitJpeg } from '../testing/fixtures/makeImages.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';

// One app for the whole file: these calls only read.
let t: TestApp;
let relative: TestUser;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminToken(t.app);
  relative = await createUser(t.app);
  jpeg = await makeLandscapeJpeg({ width: 2400, height: 1600 });
  for (const name of ['Alsace', 'Bretagne', 'Corse', 'Vide']) await createAlbum(t.app, admin, name);
  // 'Vide' is closed to members: empty, it stays out of the gallery as the spec has it.
  await postJson(t.app, '/api/admin/albumSettings', { token: admin, album: 'Vide', membersCanAdd: false });
  const items = await uploadOk(t.app, admin, 'Bretagne', [jpeg, await makePhonePortraitJpeg()]);
  await postJson(t.app, '/api/admin/changeComment', { token: admin, folder: 'Bretagne', image: items[1]?.image, comment: 'Pointe du Raz' });
  await uploadOk(t.app, admin, 'Alsace', [jpeg]);
  await uploadOk(t.app, admin, 'Corse', [jpeg]);
});
afterAll(async () => {
  await t?.close();
});

const tiles = (count: number, token = relative.token) => postJson(t.app, '/api/media/loadmediatiles', { token, count });
const slideshow = (album: string, token = relative.token) => postJson(t.app, '/api/media/getalbumimages', { token, album });

/** Fetches a photo by the URL a list gave, as the browser does with its session cookie. */
async function dimensions(url: string): Promise<[number, number]> {
  expect(url).toMatch(/^\/media\/albums\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(thumb|screen)\.jpg$/);
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: `${product.sessionCookie}=${relative.token}` } });
  expect(response.statusCode).toBe(200);
  const { width, height, format } = await sharp(response.rawPayload).metadata();
  expect(format).toBe('jpeg');
  return [width ?? 0, height ?? 0];
}

describe('POST /api/media/loadmediatiles', () => {
  it('lists albums that hold images, newest album first, with a 400 px thumbnail and the next offset', async () => {
    const response = await tiles(0);
    expect(response.statusCode).toBe(200);
    const body = response.json<TilesReply>();
    expect(body.tiles.map((tile) => tile.albumName)).toEqual(['Corse', 'Bretagne', 'Alsace']);
    expect(body.count).toBe(3);
    for (const tile of body.tiles) expect(Math.max(...(await dimensions(tile.thumbnail)))).toBeLessThanOrEqual(400);
  });

  it('lists an empty album members may add to, without a thumbnail, until it is closed to them', async () => {
    const admin = await adminToken(t.app);
    await createAlbum(t.app, admin, 'Voyage dans les Alpes');
    const body = (await tiles(0)).json<TilesReply>();
    expect(body.tiles[0]).toEqual({ albumName: 'Voyage dans les Alpes', thumbnail: '', membersCanAdd: true });
    expect(body.tiles.map((tile) => tile.albumName)).toEqual(['Voyage dans les Alpes', 'Corse', 'Bretagne', 'Alsace']);
    expect(body.count).toBe(4);
    await postJson(t.app, '/api/admin/albumSettings', { token: admin, album: 'Voyage dans les Alpes', membersCanAdd: false });
    expect((await tiles(0)).json<TilesReply>().tiles.map((tile) => tile.albumName)).toEqual(['Corse', 'Bretagne', 'Alsace']);
  });

  it('pages by offset', async () => {
    const body = (await tiles(2)).json<TilesReply>();
    expect(body).toMatchObject({ tiles: [{ albumName: 'Alsace' }], count: 3 });
    expect((await tiles(3)).json()).toEqual({ tiles: [], count: 3 });
    expect(albumLimits.tilesPerPage).toBeGreaterThan(3);
  });

  it('refuses a bad token, an account that is not granted, and a negative offset', async () => {
    expect((await tiles(0, 'pas-un-jeton')).statusCode).toBe(401);
    const banned = await createUser(t.app);
    await t.app.db.updateTable('users').set({ access: AccessStatus.banned }).where('id', '=', banned.id).execute();
    expect((await tiles(0, banned.token)).statusCode).toBe(401);
    expect((await tiles(-1)).statusCode).toBe(400);
    expect((await postJson(t.app, '/api/media/loadmediatiles', { token: relative.token, count: '0' })).statusCode).toBe(400);
  });
});

describe('POST /api/media/getalbumimages', () => {
  it('answers the 1600 px screen renditions in upload order, with the comment as description', async () => {
    const response = await slideshow('Bretagne');
    expect(response.statusCode).toBe(200);
    const items = response.json<SlideshowItem[]>();
    expect(items.map((item) => item.description)).toEqual(['none', 'Pointe du Raz']);
    expect(await dimensions(items[0]?.image ?? '')).toEqual([1600, 1067]);
  });

  it('shows the EXIF-rotated phone portrait upright', async () => {
    const [, portrait] = (await slideshow('Bretagne')).json<SlideshowItem[]>();
    const [width, height] = await dimensions(portrait?.image ?? '');
    expect(width).toBeLessThan(height);
  });

  it('answers an empty list for an album without images', async () => {
    expect((await slideshow('Vide')).json()).toEqual([]);
  });

  it.each([...hostileNames, 'Inconnu'])('answers 404 for the album %j', async (album) => {
    const response = await slideshow(album);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: albumMessages.albumNotFound });
  });

  it('refuses a bad token', async () => {
    const response = await slideshow('Bretagne', 'pas-un-jeton');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: accountMessages.sessionInvalid });
  });
});
