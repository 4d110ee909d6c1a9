import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../shared/product.ts';
import { REGION_TILES_PATH } from '../../shared/mapTypes.ts';
import { AccessStatus } from '../../shared/accessStatus.ts';
import { adminToken, createTestApp, createUser, listUsers, postJson, type TestApp } from '../testing/testApp.ts';

let folder: string;
let region: Buffer;
let t: TestApp;
let bare: TestApp;
let token: string;

const cookieOf = (session: string) => `${product.sessionCookie}=${session}`;
const get = (app: TestApp, url: string, headers: Record<string, string> = {}, session = token) =>
  app.app.inject({ method: 'GET', url, headers: { cookie: cookieOf(session), 'accept-encoding': 'gzip, br', ...headers } });

function layersOf(gzipped: Buffer) {
  return new VectorTile(new PbfReader(gunzipSync(gzipped))).layers;
}

function namesIn(gzipped: Buffer): string[] {
  const places = layersOf(gzipped).places;
  if (places === undefined) return [];
  return Array.from({ length: places.length }, (_, index) => String(places.feature(index).properties.name));
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lapin-map-'));
  region = Buffer.concat([Buffer.from('PMTiles'), Buffer.from([3]), Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 251))]);
  await writeFile(join(folder, 'region.pmtiles'), region);
  t = await createTestApp({ mapTiles: join(folder, 'region.pmtiles') });
  bare = await createTestApp();
  token = (await createUser(t.app)).token!;
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await rm(folder, { recursive: true, force: true });
});

describe('GET /media/map/tiles/', () => {
  it('serves a world view with land, borders and the largest towns only, gzipped and kept a day', async () => {
    const response = await get(t, '/media/map/tiles/0/0/0.pbf');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/vnd.mapbox-vector-tile',
      'content-encoding': 'gzip',
      'cache-control': 'private, max-age=86400',
    });
    const layers = layersOf(response.rawPayload);
    expect(layers.land?.length).toBeGreaterThan(0);
    expect(layers.borders?.length).toBeGreaterThan(0);
    // A world view shows no town: the style's first town labels come at zoom 2.
    expect(namesIn(response.rawPayload)).toEqual([]);
    // Two tiles of a world view, well under what a phone on 3G loads in a second.
    expect(response.rawPayload.length).toBeLessThan(40_000);
  });

  it('names Paris on a continent view, and Annecy and Chamonix only at a region zoom', async () => {
    // Zoom 3 over western Europe; zoom 8 over Savoy (Annecy at x 132.4, y 91.4).
    expect(namesIn((await get(t, '/media/map/tiles/3/4/2.pbf')).rawPayload)).toContain('Paris');
    const region = namesIn((await get(t, '/media/map/tiles/8/132/91.pbf')).rawPayload);
    expect(region).toEqual(expect.arrayContaining(['Annecy', 'Chamonix-Mont-Blanc']));
    const continent = namesIn((await get(t, '/media/map/tiles/5/16/11.pbf')).rawPayload);
    expect(continent).not.toContain('Chamonix-Mont-Blanc');
  });

  it('sends the tile unzipped to a client that does not take gzip', async () => {
    const response = await get(t, '/media/map/tiles/2/2/1.pbf', { 'accept-encoding': 'identity' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(new VectorTile(new PbfReader(response.rawPayload)).layers.land?.length).toBeGreaterThan(0);
  });

  it('answers 404 in French for an address that is no tile of the basemap', async () => {
    for (const url of ['/media/map/tiles/9/0/0.pbf', '/media/map/tiles/2/4/0.pbf', '/media/map/tiles/2/1/1.png', '/media/map/tiles/a/0/0.pbf', '/media/map/tiles/1/-1/0.pbf']) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: "Cette adresse n'existe pas" });
    }
  });

  it('refuses the map to anyone without a live session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/map/tiles/0/0/0.pbf' })).statusCode).toBe(401);
    expect((await get(t, '/media/map/tiles/0/0/0.pbf', {}, 'faux-jeton')).statusCode).toBe(401);
  });
});

describe('the basemap off the event loop', () => {
  it('answers other requests while a region is cut for the first time (seconds of splitting the 1:10m outlines)', async () => {
    // A server of its own: no tile of it has been cut, so its first region's tile takes the
    // longest. Order, not time: the health check must be answered while the tile is still cut.
    const fresh = await createTestApp();
    try {
      const session = (await createUser(fresh.app)).token!;
      const answered: string[] = [];
      const tile = get(fresh, '/media/map/tiles/8/133/90.pbf', {}, session).then((response) => {
        answered.push('tile');
        return response;
      });
      const health = await fresh.app.inject({ method: 'GET', url: '/healthz' });
      answered.push('healthz');
      expect(health.statusCode).toBe(200);
      expect((await tile).statusCode).toBe(200);
      expect(answered).toEqual(['healthz', 'tile']);
    } finally {
      await fresh.close();
    }
    // A server of its own and the slowest tile there is, on a loaded machine.
  }, 120_000);
});

describe(`GET ${REGION_TILES_PATH}`, () => {
  it('serves the MAP_TILES file by ranges, with an ETag the pmtiles library checks', async () => {
    const head = await get(t, REGION_TILES_PATH, { range: 'bytes=0-16383' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-${region.length - 1}/${region.length}`);
    expect(head.headers['etag']).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(head.rawPayload.equals(region)).toBe(true);
    const part = await get(t, REGION_TILES_PATH, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(region.subarray(100, 200))).toBe(true);
    const whole = await get(t, REGION_TILES_PATH);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(region)).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    expect((await get(t, REGION_TILES_PATH, { range: `bytes=${region.length}-` })).statusCode).toBe(416);
  });

  it('refuses the file to a relative whose access was withdrawn, and to a missing session', async () => {
    const member = await createUser(t.app);
    expect((await get(t, REGION_TILES_PATH, { range: 'bytes=0-9' }, member.token!)).statusCode).toBe(206);
    const admin = await adminToken(t.app);
    const row = (await listUsers(t.app, admin)).find((user) => user.firstName === member.firstName)!;
    expect((await postJson(t.app, '/api/admin/status', { token: admin, id: row.id, status: AccessStatus.banned })).statusCode).toBe(200);
    expect((await get(t, REGION_TILES_PATH, { range: 'bytes=0-9' }, member.token!)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: REGION_TILES_PATH, headers: { range: 'bytes=0-9' } })).statusCode).toBe(401);
  });

  it('is a 404 when the server has no MAP_TILES, and the built-in basemap still answers', async () => {
    const member = (await createUser(bare.app)).token!;
    expect((await get(bare, REGION_TILES_PATH, { range: 'bytes=0-9' }, member)).statusCode).toBe(404);
    expect((await get(bare, '/media/map/tiles/0/0/0.pbf', {}, member)).statusCode).toBe(200);
  });
});
