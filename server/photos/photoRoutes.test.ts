import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../shared/articleTypes.ts';
import { product } from '../../shared/product.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { deleteArticle, image, publishOk, text } from '../testing/articleRequests.ts';
import { makeGif, makeLandscapeJpeg, makePng } from '../testing/fixtures/makeImages.ts';
import type { SlideshowItem } from '../../shared/albumTypes.ts';
import { albumZipUrlOf, photoDownloadUrl } from '../../shared/photoUrls.ts';
import { adminToken, createTestApp, createUser, login, postJson, testAdmin, type TestApp, type TestUser } from '../testing/testApp.ts';

let t: TestApp;
let marie: TestUser;
let article: Article;
let photoName: string;

const cookieOf = (setCookie: string | string[] | undefined) => String(Array.isArray(setCookie) ? setCookie[0] : setCookie);
const tokenCookie = (token: string) => `${product.sessionCookie}=${token}`;
const getPhoto = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });

beforeEach(async () => {
  t = await createTestApp();
  marie = await createUser(t.app, { firstName: 'Marie' });
  const photo = await makeLandscapeJpeg({ width: 2400, height: 1600 });
  article = await publishOk(t.app, marie.token ?? '', { structure: [text(1, 'Au port'), image(2, 'port.jpg')] }, [{ fileName: 'port.jpg', bytes: photo }]);
  photoName = article.content.structure[1]!.content;
});
afterEach(async () => {
  await t.close();
});

describe('the session cookie', () => {
  it('comes with a sign-in: HttpOnly, SameSite=Strict, only for /media, as long as the token', async () => {
    const response = await login(t.app, testAdmin.email, testAdmin.password);
    const cookie = cookieOf(response.headers['set-cookie']);
    const token = response.json<{ userToken: string }>().userToken;
    expect(cookie).toContain(tokenCookie(token));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/media');
    expect(cookie).toContain(`Max-Age=${t.config.tokenTtlDays * 24 * 60 * 60}`);
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure behind an HTTPS reverse proxy, given again by user/token, and cleared by a sign-out', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const token = await adminToken(proxied.app);
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/user/token',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        payload: JSON.stringify({ token }),
      });
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response.headers['set-cookie'])).toContain('Secure');
      const out = await postJson(proxied.app, '/api/user/logout', { token });
      expect(cookieOf(out.headers['set-cookie'])).toMatch(new RegExp(`^${product.sessionCookie}=;.*Max-Age=0`));
    } finally {
      await proxied.close();
    }
  });
});

describe('photos as bytes', () => {
  it('serves an article photo in both sizes to a signed-in relative, as JPEG cached for a year', async () => {
    const cookie = tokenCookie(marie.token ?? '');
    for (const size of ['thumb', 'screen'] as const) {
      const response = await getPhoto(`/media/articles/${photoName}.${size}.jpg`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(await readFile(join(t.dataDir, 'media', 'articles', `${photoName}.${size}.jpg`)))).toBe(true);
    }
  });

  it('serves album photos by their folder', async () => {
    const admin = await adminToken(t.app);
    await createAlbum(t.app, admin, 'Vacances');
    const [item] = await uploadOk(t.app, admin, 'Vacances', [await makeLandscapeJpeg({ width: 800, height: 600 })]);
    const album = await t.app.db.selectFrom('albums').select('folder').executeTakeFirstOrThrow();
    const response = await getPhoto(`/media/albums/${album.folder}/${item!.image}.thumb.jpg`, tokenCookie(marie.token ?? ''));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses a stranger, and a relative right after a sign-out or a ban', async () => {
    const url = `/media/articles/${photoName}.thumb.jpg`;
    expect((await getPhoto(url)).statusCode).toBe(401);
    expect((await getPhoto(url, tokenCookie('inconnu'))).statusCode).toBe(401);

    const paul = await createUser(t.app, { firstName: 'Paul' });
    expect((await getPhoto(url, tokenCookie(paul.token ?? ''))).statusCode).toBe(200);
    await postJson(t.app, '/api/user/logout', { token: paul.token });
    expect((await getPhoto(url, tokenCookie(paul.token ?? ''))).statusCode).toBe(401);

    expect((await getPhoto(url, tokenCookie(marie.token ?? ''))).statusCode).toBe(200);
    await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: marie.id, status: 2 });
    const banned = await getPhoto(url, tokenCookie(marie.token ?? ''));
    expect(banned.statusCode).toBe(401);
    expect(banned.json<{ message: string }>().message).toMatch(/reconnectez-vous/);
  });

  it('answers 404 to stale and hostile names, never a file outside the photos', async () => {
    const cookie = tokenCookie(marie.token ?? '');
    for (const url of [
      `/media/articles/${photoName}.orig.jpg`,
      `/media/articles/${photoName}.thumb.png`,
      `/media/articles/${photoName.toUpperCase()}.thumb.jpg`,
      '/media/articles/..%2F..%2Flapin.sqlite',
      '/media/articles/%2e%2e%2flapin.sqlite',
      '/media/albums/../articles/x.thumb.jpg',
      `/media/albums/..%2F..%2Farticles/${photoName}.thumb.jpg`,
      `/media/albums/articles/${photoName}.thumb.jpg`,
      '/media/lapin.sqlite',
      '/media/',
    ]) {
      const response = await getPhoto(url, cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/json/);
    }
    expect((await deleteArticle(t.app, marie.token ?? '', article.id)).statusCode).toBe(200);
    expect((await getPhoto(`/media/articles/${photoName}.thumb.jpg`, cookie)).statusCode).toBe(404);
  });
});

describe('kept originals', () => {
  const albumName = 'Été à Noirmoutier';
  let folder: string;
  let items: SlideshowItem[];

  beforeEach(async () => {
    const admin = await adminToken(t.app);
    await createAlbum(t.app, admin, albumName);
    await uploadOk(t.app, admin, albumName, [await makeLandscapeJpeg({ width: 900, height: 600 }), await makePng({ width: 300, height: 200 }), await makeGif()]);
    folder = (await t.app.db.selectFrom('albums').select('folder').executeTakeFirstOrThrow()).folder;
    items = (await postJson(t.app, '/api/media/getalbumimages', { token: marie.token, album: albumName })).json<SlideshowItem[]>();
  });

  it('gives each slideshow item the URL of its original, in the format it was sent in', () => {
    expect(items.map((item) => item.original)).toEqual([
      `/media/albums/${folder}/${items[0]!.name}.orig.jpg`,
      `/media/albums/${folder}/${items[1]!.name}.orig.png`,
      `/media/albums/${folder}/${items[2]!.name}.orig.gif`,
    ]);
    expect(albumZipUrlOf(items[0]!.image)).toBe(`/media/albums/${folder}/album.zip`);
    expect(albumZipUrlOf(items[0]!.original!)).toBe(`/media/albums/${folder}/album.zip`);
    expect(albumZipUrlOf('/media/articles/x.thumb.jpg')).toBeUndefined();
  });

  it('serves an original to a relative: the stored bytes, with their type and length', async () => {
    const types = ['image/jpeg', 'image/png', 'image/gif'];
    for (const [index, item] of items.entries()) {
      const response = await getPhoto(item.original!, tokenCookie(marie.token ?? ''));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(types[index]);
      expect(response.headers['content-disposition']).toBeUndefined();
      const stored = await readFile(join(t.dataDir, 'media', 'albums', folder, item.original!.split('/').pop()!));
      expect(Number(response.headers['content-length'])).toBe(stored.length);
      expect(response.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('sends an original as a download named after the album when asked', async () => {
    const item = items[0]!;
    const response = await getPhoto(photoDownloadUrl(item.original!), tokenCookie(marie.token ?? ''));
    expect(response.statusCode).toBe(200);
    const short = item.name!.slice(0, 8);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ete a Noirmoutier - ${short}.jpg"; filename*=UTF-8''%C3%89t%C3%A9%20%C3%A0%20Noirmoutier%20-%20${short}.jpg`,
    );
    expect(response.rawPayload.equals(await readFile(join(t.dataDir, 'media', 'albums', folder, `${item.name}.orig.jpg`)))).toBe(true);
  });

  it('refuses originals and album zips to a stranger, and answers 404 to wrong and hostile names', async () => {
    const zip = `/media/albums/${folder}/album.zip`;
    for (const url of [items[0]!.original!, photoDownloadUrl(items[0]!.original!), zip]) {
      expect((await getPhoto(url)).statusCode, url).toBe(401);
      expect((await getPhoto(url, tokenCookie('inconnu'))).statusCode, url).toBe(401);
    }
    const cookie = tokenCookie(marie.token ?? '');
    const jpeg = items[0]!.name!;
    // Another folder of the same shape: its first digit changed (a UUID may start with 0 already).
    const otherFolder = `${folder.startsWith('0') ? '1' : '0'}${folder.slice(1)}`;
    for (const url of [
      `/media/albums/${folder}/${jpeg}.orig.png`,
      `/media/albums/${folder}/${jpeg}.orig.jpeg`,
      `/media/albums/${folder}/${jpeg}.orig.webp`,
      `/media/albums/${folder}/${jpeg}.ORIG.jpg`,
      `/media/albums/${folder}/${jpeg}.orig.jpg.`,
      `/media/albums/${folder}/..%2F${folder}%2F${jpeg}.orig.jpg`,
      `/media/albums/..%2F${folder}/${jpeg}.orig.jpg`,
      `/media/albums/${folder}/%2e%2e%2f%2e%2e%2flapin.sqlite`,
      `/media/albums/${otherFolder}/${jpeg}.orig.jpg?download=1`,
      `/media/articles/${jpeg}.orig.jpg`,
      `/media/albums/${otherFolder}/album.zip`,
      '/media/albums/..%2F..%2Fmedia/album.zip',
      `/media/albums/${folder.toUpperCase()}/album.zip`,
    ]) {
      const response = await getPhoto(url, cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/json/);
    }
  });
});
