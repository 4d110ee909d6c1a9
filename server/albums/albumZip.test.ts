import { readdir, readFile, readlink } from 'node:fs/promises';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SlideshowItem } from '../../shared/albumTypes.ts';
import { albumZipUrlOf } from '../../shared/photoUrls.ts';
import { product } from '../../shared/product.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { makeGif, makeLandscapeJpeg, makePng } from '../testing/fixtures/makeImages.ts';
import { downloadMeasuringRss, fillAlbumWithOriginals } from '../testing/largeAlbum.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { zipEntries } from '../testing/zipEntries.ts';

let t: TestApp;
let origin: string;
let cookie: string;
let admin: string;

beforeEach(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const marie = await createUser(t.app, { firstName: 'Marie' });
  cookie = `${product.sessionCookie}=${marie.token}`;
  admin = await adminToken(t.app);
});
afterEach(async () => {
  await t.close();
});

/** GET over a real connection, the whole body kept. */
function download(url: string, headers: Record<string, string> = { cookie }) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(`${origin}${url}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** How many originals this process holds open. */
async function openOriginals(): Promise<number> {
  const targets = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.filter((target) => target.includes('.orig.')).length;
}

describe("the album's zip", () => {
  it("streams every original in album order, named by position and caption, as stored", async () => {
    await createAlbum(t.app, admin, 'Été à Noirmoutier');
    const media = await uploadOk(t.app, admin, 'Été à Noirmoutier', [await makeLandscapeJpeg({ width: 900, height: 600 }), await makePng(), await makeGif()]);
    for (const [index, comment] of ['Au lac', 'Au lac'].entries()) {
      await postJson(t.app, '/api/admin/changeComment', { token: admin, folder: 'Été à Noirmoutier', image: media[index]!.image, comment });
    }
    const items = (await postJson(t.app, '/api/media/getalbumimages', { token: admin, album: 'Été à Noirmoutier' })).json<SlideshowItem[]>();
    const url = albumZipUrlOf(items[0]!.image)!;

    const response = await download(url);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ete a Noirmoutier.zip"; filename*=UTF-8''%C3%89t%C3%A9%20%C3%A0%20Noirmoutier.zip`,
    );
    const entries = await zipEntries(response.body);
    expect(entries.map((entry) => entry.name)).toEqual(['001 - Au lac.jpg', '002 - Au lac.png', '003.gif']);
    for (const [index, entry] of entries.entries()) {
      const stored = await readFile(join(t.dataDir, 'media', 'albums', url.split('/')[3]!, items[index]!.original!.split('/').pop()!));
      expect(entry.bytes.equals(stored), entry.name).toBe(true);
    }
  });

  it('is an empty zip for an album without photos, and a 404 for a folder no album has', async () => {
    await createAlbum(t.app, admin, 'Vide');
    const { folder } = await t.app.db.selectFrom('albums').select('folder').executeTakeFirstOrThrow();
    const empty = await download(`/media/albums/${folder}/album.zip`);
    expect(empty.status).toBe(200);
    expect(await zipEntries(empty.body)).toEqual([]);
    const unknown = await download(`/media/albums/${folder.replace(/^./, folder.startsWith('0') ? '1' : '0')}/album.zip`);
    expect(unknown.status).toBe(404);
  });

  // 400 MB here keeps the suite quick; `npm run bench -- albumZip` downloads 2 GB the same way.
  it('keeps memory flat while a large album streams, and closes its file when the download is cut', { timeout: 60_000 }, async () => {
    await createAlbum(t.app, admin, 'Grand voyage');
    const folder = await fillAlbumWithOriginals(t.app, 'Grand voyage', 20, 20 * 1024 * 1024);
    const measured = await downloadMeasuringRss(origin, `/media/albums/${folder}/album.zip`, cookie);
    expect(measured.status).toBe(200);
    expect(measured.bytes).toBeGreaterThan(20 * 20 * 1024 * 1024);
    expect(measured.bytes).toBe(measured.length);
    expect(measured.peakRssGrowth).toBeLessThan(100 * 1024 * 1024);

    // The last original is closed just after its last bytes went out: on a busy machine, a moment
    // after the reader has them all.
    await expect.poll(openOriginals, { timeout: 5000 }).toBe(0);
    await new Promise<void>((resolve, reject) => {
      const request = get(`${origin}/media/albums/${folder}/album.zip`, { headers: { cookie } }, (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          // A reader that goes away mid-file: the server must close the original it was sending.
          if (received < 5 * 1024 * 1024 || request.destroyed) return;
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    await expect.poll(openOriginals, { timeout: 5000 }).toBe(0);

    // A HEAD (a download manager asking the size first) reads nothing and leaves nothing open.
    const head = await new Promise<{ status: number; length: string | undefined }>((resolve, reject) => {
      const request = get(`${origin}/media/albums/${folder}/album.zip`, { method: 'HEAD', headers: { cookie } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, length: response.headers['content-length'] }));
      });
      request.on('error', reject);
    });
    expect(head).toEqual({ status: 200, length: String(measured.length) });
    await expect.poll(openOriginals, { timeout: 5000 }).toBe(0);
  });
});
