import { execFile } from 'node:child_process';
import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPath, type BookStatus } from '../../shared/bookTypes.ts';
import { product } from '../../shared/product.ts';
import type { Trip } from '../../shared/tripTypes.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { image, publishOk, text } from '../testing/articleRequests.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { insertExif } from '../testing/exifPhotos.ts';
import { liveClient, liveConnected } from '../testing/liveClient.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { tripMessages } from '../trips/tripMessages.ts';
import { bookFile, booksRoot } from './bookFiles.ts';
import { bookMessages } from './bookMessages.ts';
import sharp from 'sharp';

const run = promisify(execFile);

// A small trip made into a book and read back with poppler: 3 days in Iceland, 12 photos of
// known sizes (8 in the album, 4 in 4 stories), as a relative asks for it from Voyage.

let t: TestApp;
let url: string;
let admin: string;
let marie: TestUser;
let trip: Trip;
let free = 100 * 1024 ** 3;
const MB = 1024 * 1024;

const days = ['2026-08-03', '2026-08-04', '2026-08-05'];
const iceland = [
  { lat: 64.146, lon: -21.942 },
  { lat: 63.419, lon: -19.006 },
  { lat: 64.048, lon: -16.179 },
];
const colours = ['#5a8fb0', '#b07a5a', '#6ea56b', '#c2a543'];
async function photo(width: number, height: number, day: number, hour: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: colours[(width + hour) % 4]! } }).jpeg({ quality: 80 }).toBuffer();
  return insertExif(jpeg, { ...iceland[day]!, dateTimeOriginal: `${days[day]!.replaceAll('-', ':')} ${String(hour).padStart(2, '0')}:00:00`, offsetTimeOriginal: '+00:00' });
}
/** The album's 8 photos: [width, height, day]. Two too small for 250 dpi at any useful size. */
const albumSizes: [number, number, number][] = [
  [2400, 1600, 0],
  [1600, 2400, 0],
  [2400, 1600, 1],
  [1200, 800, 1],
  [800, 1200, 1],
  [300, 200, 2],
  [2000, 2000, 2],
  [2400, 1600, 2],
];
const sourceSizes = new Set([...albumSizes.map(([w, h]) => `${w}x${h}`), '1800x1200', '1200x1800', '640x480']);
const stories = [
  { day: 0, title: 'Arrivée à Reykjavik', body: 'Le vent souffle fort: on tient à peine debout! Papa a dit "quel pays" en riant.', size: [1800, 1200] },
  { day: 1, title: 'Les falaises de Vík', body: 'Des macareux partout ; le sable est noir. Qui l’eût cru?', size: [1200, 1800] },
  { day: 1, title: 'Soirée au gîte', body: 'Soupe de poisson et jeux de cartes jusqu’à minuit.', size: [640, 480] },
  { day: 2, title: 'Le glacier', body: 'Une langue de glace bleue qui craque sous nos pas.', size: [1800, 1200] },
];

beforeAll(async () => {
  t = await createTestApp({ freeSpace: async () => free });
  url = await listenOnFreePort(t.app);
  admin = await adminToken(t.app);
  marie = await createUser(t.app, { firstName: 'Marie' });
  trip = (await postJson(t.app, '/api/admin/trip', { token: admin, title: 'Islande été', start: days[0], end: days[2] })).json<Trip>();
  expect((await createAlbum(t.app, admin, 'Islande')).statusCode).toBe(201);
  for (const [index, [width, height, day]] of albumSizes.entries()) await uploadOk(t.app, admin, 'Islande', [await photo(width, height, day, 9 + index)]);
  for (const [index, story] of stories.entries()) {
    const bytes = await photo(story.size[0]!, story.size[1]!, story.day, 8 + index);
    const article = await publishOk(t.app, marie.token!, { title: story.title, bandeau: `Jour ${story.day + 1}`, structure: [text(1, story.body), image(2, 'photo.jpg')] }, [{ fileName: 'photo.jpg', bytes }]);
    // Written that day: its day in the trip comes from its publication.
    const at = Date.parse(`${days[story.day]}T${18 + index}:00:00Z`);
    await t.app.db.updateTable('articles').set({ ts: at }).where('id', '=', Number(article.id)).execute();
    await t.app.db.updateTable('article_places').set({ published_at: at }).where('article_id', '=', Number(article.id)).execute();
  }
  t.app.liveEvents.emit('placeschanged');
}, 240_000);
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = marie.token) => postJson(t.app, '/api/book/create', { token, trip: trip.id, ...body });
const status = async (id: string, token = marie.token) => (await postJson(t.app, '/api/book/status', { token, id })).json<BookStatus>();
async function made(id: string): Promise<BookStatus> {
  let last: BookStatus | undefined;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    last = await status(id);
    if (last.state === 'ready' || last.state === 'failed') return last;
    await t.app.bookJobs.idle();
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`book not made: ${JSON.stringify(last)}`);
}
const cookie = (token: string) => `${product.sessionCookie}=${token}`;
async function download(id: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: bookPath(id), headers: { cookie: cookie(marie.token!) } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="Islande ete.pdf"; filename*=UTF-8''Islande%20%C3%A9t%C3%A9.pdf`);
  const path = join(t.dataDir, `${id}.pdf`);
  await writeFile(path, response.rawPayload);
  return path;
}

describe('the trip’s book', () => {
  it('makes an A5 book whose text holds the days in order with the stories, every font embedded, every photo sharp enough', async () => {
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const watching = liveClient(url, { token: paul.token! });
    await liveConnected(watching);
    const created = await create({ format: 'A5' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();
    const ready = await made(id);
    // Every granted member hears the book's progress and its end live.
    await eventually(() => watching.of('bookready').length > 0, 'bookready', 30_000);
    expect(watching.of('bookready')).toEqual([{ id, trip: trip.id, pages: ready.pages, bytes: ready.bytes }]);
    expect(watching.of('bookprogress')[0]).toEqual({ id, trip: trip.id, progress: 0 });
    watching.close();
    expect(ready).toMatchObject({ id, trip: trip.id, format: 'A5', state: 'ready', progress: 100 });
    const path = await download(id);
    expect(ready.bytes).toBe((await t.app.inject({ method: 'GET', url: bookPath(id), headers: { cookie: cookie(marie.token!) } })).rawPayload.length);

    const info = (await run('pdfinfo', [path])).stdout;
    expect(info).toMatch(/Page size:\s+419\.53 x 595\.28 pts/);
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(ready.pages);

    const textOut = (await run('pdftotext', ['-layout', path, '-'])).stdout.replace(/\s+/g, ' ');
    const order = ['Islande été', 'Sommaire', 'Jour 1 · lundi 3 août', 'Arrivée à Reykjavik', 'on tient à peine debout', 'Jour 2 · mardi 4 août', 'Les falaises de Vík', 'le sable est noir', 'Soirée au gîte', 'Jour 3 · mercredi 5 août', 'Le glacier', 'craque sous nos pas', 'Le voyage en chiffres', 'Marie'];
    let from = 0;
    for (const part of order) {
      const at = textOut.indexOf(part, from);
      expect(at, part).toBeGreaterThanOrEqual(0);
      from = at;
    }
    // French typography set by the book: guillemets, and a space before « ! » where none was typed.
    expect(textOut).toMatch(/«\s?quel pays\s?»/);
    expect(textOut).toMatch(/debout\s!/);

    const fonts = (await run('pdffonts', [path])).stdout.trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const line of fonts) expect(line.split(/\s+/).at(-5), line).toBe('yes');

    const images = (await run('pdfimages', ['-list', path])).stdout.trim().split('\n').slice(2).map((line) => line.trim().split(/\s+/));
    // Twelve photos and the cover (the most reacted, else the first).
    expect(images).toHaveLength(13);
    for (const columns of images) {
      const [width, height, ppi] = [Number(columns[3]), Number(columns[4]), Number(columns[12])];
      expect(ppi, columns.join(' ')).toBeGreaterThanOrEqual(150);
      // Under 250 dpi only a photo with fewer pixels than that, printed at its own pixels.
      if (ppi < 249) expect(sourceSizes.has(`${width}x${height}`), columns.join(' ')).toBe(true);
    }
    await access(bookFile(booksRoot(t.dataDir), id));
    expect((await postJson(t.app, '/api/book/current', { token: marie.token, trip: trip.id })).json()).toEqual({ book: ready });
  }, 300_000);

  it('adds 3 mm of bleed to an A4 book, and a new book replaces the old one and its file', async () => {
    const first = (await postJson(t.app, '/api/book/current', { token: marie.token, trip: trip.id })).json<{ book: BookStatus }>().book;
    const created = await create({ format: 'A4', bleed: true, from: 2, to: 3 });
    const { id } = created.json<{ id: string }>();
    expect((await postJson(t.app, '/api/book/status', { token: marie.token, id: first.id })).json()).toEqual({ message: bookMessages.bookNotFound });
    await expect(access(bookFile(booksRoot(t.dataDir), first.id))).rejects.toThrow();
    const ready = await made(id);
    expect(ready).toMatchObject({ state: 'ready', format: 'A4', from: 2, to: 3 });
    const path = await download(id);
    const info = (await run('pdfinfo', ['-box', path])).stdout;
    expect(info).toMatch(/Page size:\s+612\.288 x 858\.898 pts/);
    expect(info).toMatch(/TrimBox:\s+8\.50\s+8\.50\s+603\.78\s+850\.39/);
    const textOut = (await run('pdftotext', [path, '-'])).stdout;
    expect(textOut).not.toContain('Jour 1 ·');
    expect(textOut).toContain('Jour 2 · mardi 4 août');
  }, 300_000);

  it('refuses in French: an unknown trip or book, a bad range or format, a full disk', async () => {
    const unknownTrip = await postJson(t.app, '/api/book/create', { token: marie.token, trip: '00000000-0000-4000-8000-000000000000', format: 'A5' });
    expect(unknownTrip.statusCode).toBe(404);
    expect(unknownTrip.json()).toEqual({ message: tripMessages.tripNotFound });
    expect((await create({ format: 'A5', from: 3, to: 2 })).json()).toEqual({ message: bookMessages.rangeInvalid });
    const outside = await create({ format: 'A5', to: 9 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ message: bookMessages.rangeOutside(3) });
    const format = await create({ format: 'A3' });
    expect(format.statusCode).toBe(400);
    expect(format.json<{ message: string }>().message).toMatch(/^Requête invalide/);
    const extra = await create({ format: 'A5', couleur: 'rouge' });
    expect(extra.statusCode).toBe(400);
    const missing = await postJson(t.app, '/api/book/status', { token: marie.token, id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: bookMessages.bookNotFound });

    const before = (await postJson(t.app, '/api/book/current', { token: marie.token, trip: trip.id })).json<{ book: BookStatus }>().book;
    free = t.app.config.minFreeMb * MB + 5 * MB;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const full = await create({ format: 'A5' });
    free = 100 * 1024 ** 3;
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ message: bookMessages.diskFull });
    // Refused before anything started: the trip keeps its book.
    expect((await postJson(t.app, '/api/book/current', { token: marie.token, trip: trip.id })).json<{ book: BookStatus }>().book.id).toBe(before.id);
  });

  it('keeps the book to granted members: a banned member’s token and cookie are refused', async () => {
    const { book } = (await postJson(t.app, '/api/book/current', { token: marie.token, trip: trip.id })).json<{ book: BookStatus }>();
    const paul = await createUser(t.app, { firstName: 'Paul' });
    expect((await postJson(t.app, '/api/book/status', { token: paul.token, id: book.id })).statusCode).toBe(200);
    await postJson(t.app, '/api/admin/status', { token: admin, id: paul.id, status: 2 });
    for (const [url, body] of [
      ['/api/book/create', { trip: trip.id, format: 'A5' }],
      ['/api/book/status', { id: book.id }],
      ['/api/book/current', { trip: trip.id }],
    ] as const) {
      expect((await postJson(t.app, url, { token: paul.token, ...body })).statusCode, url).toBe(401);
    }
    const media = await t.app.inject({ method: 'GET', url: bookPath(book.id), headers: { cookie: cookie(paul.token!) } });
    expect(media.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: bookPath(book.id) })).statusCode).toBe(401);
    const ranged = await t.app.inject({ method: 'GET', url: bookPath(book.id), headers: { cookie: cookie(marie.token!), range: 'bytes=0-7' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('%PDF-1.3');
  });
});
