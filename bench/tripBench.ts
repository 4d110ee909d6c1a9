import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { Agent, request as httpRequest } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Trip } from '../shared/tripTypes.ts';
import { zoneAt } from '../server/places/itemCapture.ts';
import { createAlbum } from '../server/testing/albumRequests.ts';
import { adminToken, createTestApp, createUser, postJson as inject } from '../server/testing/testApp.ts';
import { tripWindow } from '../server/trips/tripCalendar.ts';
import { readCatalogue } from '../server/trips/tripCatalogue.ts';
import { buildTripModel } from '../server/trips/tripModel.ts';
import { median, percentile, round1 } from './benchStats.ts';

// Issue 39: a 30-day trip with 5,000 located photos (4,100 in albums, 900 in 300 articles), 50
// videos. trip/map's bytes as served (compressed), and trip/get's time, steady and right after a
// change (when the trip is read and built again).

const DAY = 24 * 3_600_000;
const run = promisify(execFile);

export interface TripFigure {
  mapBytes: { br: number; gzip: number; raw: number };
  getBytes: { br: number; raw: number };
  steady: { p50: number; p99: number; perSecond: number; longestBlockMs: number };
  /** A bare Fastify process sending the same bytes to the same readers. */
  bare: { p50: number; p99: number; perSecond: number };
  afterChange: { p50: number; p99: number; longestBlockMs: number };
  /** The rebuild's parts, each a block of the server's thread, min and median over 20 rounds. */
  rebuildParts: Record<'read' | 'build' | 'json' | 'map', { min: number; median: number }>;
}

/** The parts of a rebuild one after the other, as tripViews runs them: reading (several queries,
 * each one a block), the days (buildTripModel, one block) and trip/get's JSON (one block); then
 * trip/map's answer, which simplifies the route the first time it is asked for. */
async function rebuildParts(app: FastifyInstance, trip: Trip): Promise<TripFigure['rebuildParts']> {
  const { from, to } = tripWindow(trip.start, trip.end);
  const parts = { read: [] as number[], build: [] as number[], json: [] as number[], map: [] as number[] };
  for (let round = 0; round < 20; round += 1) {
    let started = performance.now();
    const catalogue = await readCatalogue(app.db, from, Math.min(to, Date.now() + DAY));
    parts.read.push(performance.now() - started);
    started = performance.now();
    const model = buildTripModel(trip, catalogue, { homeZones: [] }, Date.now());
    parts.build.push(performance.now() - started);
    started = performance.now();
    JSON.stringify({ trip, days: model.days, latest: model.latest });
    parts.json.push(performance.now() - started);
    started = performance.now();
    JSON.stringify({ trip, ...model.map });
    parts.map.push(performance.now() - started);
  }
  const figure = (times: number[]) => ({ min: round1(Math.min(...times)), median: round1(median(times)) });
  return { read: figure(parts.read), build: figure(parts.build), json: figure(parts.json), map: figure(parts.map) };
}

/** Until the last byte, as a phone asking for br gets it; the bytes are not decoded here (the
 * client shares this process, and decoding 1.8 MB would be counted against the server). */
function timedPost(url: string, body: unknown): Promise<number> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}/api/trip/get`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'accept-encoding': 'br' } }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`trip/get answered ${response.statusCode}`))));
    });
    request.on('error', reject);
    request.end(payload);
  });
}
const agent = new Agent({ keepAlive: true });

/** 4 readers asking for trip/get back to back for `seconds`, from their own process: each time in ms. */
async function readers(url: string, body: unknown, seconds: number): Promise<number[]> {
  const { stdout } = await run(process.execPath, ['bench/tripLoadClient.mjs', url, JSON.stringify(body), String(seconds)], { timeout: 120_000, maxBuffer: 64 * 2 ** 20 });
  return JSON.parse(stdout) as number[];
}

async function startBare(file: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['bench/bareTripServer.mjs', file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', () => reject(new Error('the bare server ended')));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /(http:\/\/\S+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  return { url, child };
}

/** The benchmark's trip, written straight into the database (the photos' files are not made):
 * an album of located photos, articles of three located photos each, located videos. */
export async function seedTrip(app: FastifyInstance, admin: string, writerId: number, { photos = 5000, articles = 300, videos = 50, days = 30 } = {}): Promise<Trip> {
  await createAlbum(app, admin, 'Voyage');
  const album = await app.db.selectFrom('albums').select('id').where('name', '=', 'Voyage').executeTakeFirstOrThrow();
  const start = Date.UTC(2026, 6, 1, 6);
  const trip = (await inject(app, '/api/admin/trip', { token: admin, title: 'Grand tour', start: '2026-07-01', end: '2026-07-30' })).json<Trip>();

  // A walk of about 40 km a day from Annecy, eastwards, with the photos scattered along it.
  const position = (n: number, of: number) => {
    const progress = n / of;
    const jitter = () => (Math.random() - 0.5) * 0.01;
    return { lat: 45.9 + Math.sin(progress * 12) * 2 + jitter(), lon: 6.1 + progress * days * 0.5 + jitter(), at: start + progress * (days - 0.5) * DAY };
  };
  const places: { item: string; kind: 'photo' | 'video'; lat: number; lon: number; taken_at: number; tz: string | null; recorded_at: number }[] = [];
  const albumPhotos = photos - articles * 3;
  const images = Array.from({ length: albumPhotos }, (_, n) => {
    const name = randomUUID();
    const where = position(n, albumPhotos);
    places.push({ item: name, kind: 'photo', lat: where.lat, lon: where.lon, taken_at: Math.round(where.at), tz: zoneAt(where.lat, where.lon), recorded_at: Date.now() });
    return { album_id: album.id, name, comment: '', format: 'jpeg', width: 4000, height: 3000, created_at: Date.now(), added_by: writerId, sha256: null, video_id: null };
  });
  for (let i = 0; i < images.length; i += 500) await app.db.insertInto('album_images').values(images.slice(i, i + 500)).execute();
  for (let n = 0; n < articles; n += 1) {
    const names = [randomUUID(), randomUUID(), randomUUID()];
    const where = position(n, articles);
    names.forEach((name) => places.push({ item: name, kind: 'photo', lat: where.lat, lon: where.lon, taken_at: Math.round(where.at), tz: zoneAt(where.lat, where.lon), recorded_at: Date.now() }));
    const structure = JSON.stringify([{ type: 'text', name: 'p', content: 'Une journée' }, ...names.map((name, i) => ({ type: 'image', name: `image ${i}`, content: name, width: 4000, height: 3000 }))]);
    await app.db.insertInto('articles').values({ writer_id: writerId, ts: Math.round(where.at) + 3_600_000, title: `Jour ${n}`, bandeau: '', structure }).execute();
  }
  for (let n = 0; n < videos; n += 1) {
    const id = randomUUID();
    const where = position(n, videos);
    places.push({ item: id, kind: 'video', lat: where.lat, lon: where.lon, taken_at: Math.round(where.at), tz: zoneAt(where.lat, where.lon), recorded_at: Date.now() });
    await app.db.insertInto('videos').values({ id, title: `Vidéo ${n}`, description: '', uploader_id: writerId, ts: Date.now(), status: 'ready', message: null, source_file: null, lease_node: null, lease_until: null }).execute();
  }
  for (let i = 0; i < places.length; i += 500) await app.db.insertInto('item_places').values(places.slice(i, i + 500)).execute();

  return trip;
}

/** A smaller trip for a loaded machine: `TRIP_BENCH_PHOTOS=2000 TRIP_BENCH_ARTICLES=120
 * TRIP_BENCH_VIDEOS=20 TRIP_BENCH_SECONDS=3 npm run bench -- trip` (the size without them). */
const sized = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export async function benchTrip({
  photos = sized('TRIP_BENCH_PHOTOS', 5000),
  articles = sized('TRIP_BENCH_ARTICLES', 300),
  videos = sized('TRIP_BENCH_VIDEOS', 50),
  days = 30,
  seconds = sized('TRIP_BENCH_SECONDS', 5),
} = {}): Promise<TripFigure> {
  const t = await createTestApp();
  try {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await adminToken(t.app);
    const marie = await createUser(t.app, { firstName: 'Marie' });
    const trip = await seedTrip(t.app, admin, marie.id, { photos, articles, videos, days });
    const albumPhotos = photos - articles * 3;
    const body = { token: marie.token, id: trip.id };
    const served = async (path: string, encoding: string) => (await t.app.inject({ method: 'POST', url: path, payload: body, headers: { 'accept-encoding': encoding } })).rawPayload.length;
    const mapBytes = { br: await served('/api/trip/map', 'br'), gzip: await served('/api/trip/map', 'gzip'), raw: await served('/api/trip/map', 'identity') };
    const getBytes = { br: await served('/api/trip/get', 'br'), raw: await served('/api/trip/get', 'identity') };

    // Readers in a process of their own (tripLoadClient.mjs), rounds alternating with a bare
    // Fastify process sending the same brotli bytes, so a busier moment of the machine falls on both.
    const work = await mkdtemp(join(tmpdir(), 'lapin-bench-trip-'));
    const bareFile = join(work, 'trip.br');
    await writeFile(bareFile, (await t.app.inject({ method: 'POST', url: '/api/trip/get', payload: body, headers: { 'accept-encoding': 'br' } })).rawPayload);
    const bare = await startBare(bareFile);
    const times: number[] = [];
    const bareTimes: number[] = [];
    // The longest the event loop was held (10 ms resolution): what a reader waits behind.
    let blocks = monitorEventLoopDelay({ resolution: 10 });
    try {
      await readers(url, body, 1);
      await readers(bare.url, body, 1);
      blocks.enable();
      for (let round = 0; round < 3; round += 1) {
        times.push(...(await readers(url, body, seconds / 3)));
        bareTimes.push(...(await readers(bare.url, body, seconds / 3)));
      }
    } finally {
      bare.child.kill('SIGTERM');
      await rm(work, { recursive: true, force: true });
    }
    blocks.disable();
    const steadyBlockMs = round1(blocks.max / 1e6);
    blocks = monitorEventLoopDelay({ resolution: 10 });
    blocks.enable();
    const afterChange: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      t.app.liveEvents.emit('albumadded', 'Voyage');
      afterChange.push(await timedPost(url, body));
    }
    blocks.disable();
    const parts = await rebuildParts(t.app, trip);
    const figure: TripFigure = {
      mapBytes,
      getBytes,
      steady: { p50: round1(percentile(times, 50)), p99: round1(percentile(times, 99)), perSecond: Math.round(times.length / seconds), longestBlockMs: steadyBlockMs },
      bare: { p50: round1(percentile(bareTimes, 50)), p99: round1(percentile(bareTimes, 99)), perSecond: Math.round(bareTimes.length / seconds) },
      afterChange: { p50: round1(percentile(afterChange, 50)), p99: round1(percentile(afterChange, 99)), longestBlockMs: round1(blocks.max / 1e6) },
      rebuildParts: parts,
    };
    console.info(
      [
        `trip: in-process server (SQLite), ${days} days, ${photos} located photos (${albumPhotos} in an album, ${articles * 3} in ${articles} articles), ${videos} videos`,
        `  trip/map on the wire: ${(mapBytes.br / 1024).toFixed(1)} KB br, ${(mapBytes.gzip / 1024).toFixed(1)} KB gzip (${(mapBytes.raw / 1024).toFixed(1)} KB JSON)   goal ≤ 150 KB`,
        `  trip/get on the wire: ${(getBytes.br / 1024).toFixed(1)} KB br (${(getBytes.raw / 1024).toFixed(1)} KB JSON)`,
        `  bare Fastify, same bytes, same readers: p50 ${figure.bare.p50} ms, p99 ${figure.bare.p99} ms, ${figure.bare.perSecond}/s`,
        `  trip/get steady, 4 clients: p50 ${figure.steady.p50} ms, p99 ${figure.steady.p99} ms, ${figure.steady.perSecond}/s, event loop held ≤ ${figure.steady.longestBlockMs} ms   goal p99 ≤ 50 ms`,
        `  trip/get right after a change (rebuilt): p50 ${figure.afterChange.p50} ms, p99 ${figure.afterChange.p99} ms, event loop held ≤ ${figure.afterChange.longestBlockMs} ms`,
        `  the rebuild's parts, 20 rounds, min / median: reading ${parts.read.min} / ${parts.read.median} ms, the days ${parts.build.min} / ${parts.build.median} ms, trip/get's JSON ${parts.json.min} / ${parts.json.median} ms; then trip/map's answer ${parts.map.min} / ${parts.map.median} ms`,
      ].join('\n'),
    );
    return figure;
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await benchTrip();
