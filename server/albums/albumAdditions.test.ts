import { createHash } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlbumAdditionsReply } from '../../shared/albumAdditionTypes.ts';
import { ADDITION_HOUR_MS } from '../../shared/albumAdditionLines.ts';
import type { MemberUploadReply } from '../../shared/albumTypes.ts';
import { createAlbum, memberUpload, type MemberPhoto } from '../testing/albumRequests.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';

// Issue 38, fault 6: a member adding photos to an album lit nothing, in the menu or the feed.

let t: TestApp;
let camille: TestUser;
let paul: TestUser;
let shots: MemberPhoto[];
const sockets: LiveClient[] = [];

const tokenOf = (user: TestUser) => user.token ?? '';
const photo = (bytes: Buffer): MemberPhoto => ({ bytes, sha256: createHash('sha256').update(bytes).digest('hex') });

beforeAll(async () => {
  shots = (await Promise.all([1, 2, 3, 4, 5].map((seed) => makeLandscapeJpeg({ width: 320, height: 240, seed })))).map(photo);
});
beforeEach(async () => {
  t = await createTestApp();
  const admin = await adminToken(t.app);
  camille = await createUser(t.app, { firstName: 'Camille' });
  paul = await createUser(t.app, { firstName: 'Paul' });
  expect((await createAlbum(t.app, admin, 'Alpes')).statusCode).toBe(201);
  expect((await createAlbum(t.app, admin, 'Bretagne')).statusCode).toBe(201);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await t.close();
});

async function add(user: TestUser, album: string, photos: MemberPhoto[]): Promise<MemberUploadReply> {
  const response = await memberUpload(t.app, tokenOf(user), album, photos);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberUploadReply>();
}

async function additions(user: TestUser, body: { before?: number; since?: number } = {}): Promise<AlbumAdditionsReply> {
  const response = await postJson(t.app, '/api/album/additions', { token: tokenOf(user), ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AlbumAdditionsReply>();
}

/** Adds the photos, then dates them `at`, as if added then. */
async function addAt(user: TestUser, album: string, photos: MemberPhoto[], at: number): Promise<void> {
  const { media } = await add(user, album, photos);
  const names = media.map((item) => item.image);
  await t.app.db.updateTable('album_images').set({ created_at: at }).where('name', 'in', names).execute();
}

describe('album additions (issue 38)', () => {
  it('tells every live relative that photos were added, and counts them for the others only', async () => {
    const url = await listenOnFreePort(t.app);
    const watching = liveClient(url, { token: tokenOf(paul), chatSeen: '0' });
    sockets.push(watching);
    await liveConnected(watching);
    const { upTo: seen } = await additions(paul);

    await add(camille, 'Alpes', shots.slice(0, 3));
    await eventually(() => watching.of('albumadded').length === 1, 'albumadded');
    expect(watching.of('albumadded')).toEqual([{ album: 'Alpes' }]);

    const forPaul = await additions(paul, { since: seen });
    expect(forPaul.newCount).toBe(3);
    expect(forPaul.additions).toEqual([{ pseudo: 'Camille', album: 'Alpes', photos: 3, videos: 0, at: forPaul.upTo }]);
    // Her own photos are not news to Camille, and what Paul has seen is not counted again.
    expect((await additions(camille, { since: seen })).newCount).toBe(0);
    expect((await additions(paul, { since: forPaul.upTo })).newCount).toBe(0);
    // Without `since` nothing is counted: a device that never opened Lapingram starts from now.
    expect((await additions(paul)).newCount).toBe(0);
  });

  it('makes one line per member, album and hour, newest first, and pages with before', async () => {
    const hour = (Math.floor(Date.now() / ADDITION_HOUR_MS) - 10) * ADDITION_HOUR_MS;
    await addAt(camille, 'Alpes', shots.slice(0, 2), hour + 1000);
    await addAt(camille, 'Bretagne', [shots[2]!], hour + 5 * ADDITION_HOUR_MS + 100);
    await addAt(paul, 'Bretagne', [shots[3]!], hour + 5 * ADDITION_HOUR_MS + 200);
    await addAt(camille, 'Bretagne', [shots[4]!], hour + 5 * ADDITION_HOUR_MS + 300);

    const { additions: lines } = await additions(paul);
    expect(lines).toEqual([
      { pseudo: 'Camille', album: 'Bretagne', photos: 2, videos: 0, at: hour + 5 * ADDITION_HOUR_MS + 300 },
      { pseudo: 'Paul', album: 'Bretagne', photos: 1, videos: 0, at: hour + 5 * ADDITION_HOUR_MS + 200 },
      { pseudo: 'Camille', album: 'Alpes', photos: 2, videos: 0, at: hour + 1000 },
    ]);
    const older = await additions(paul, { before: lines[1]!.at });
    expect(older.additions.map((line) => [line.pseudo, line.album])).toEqual([['Camille', 'Alpes']]);
  });

  it('starts a new line for the same member and album in the next hour', async () => {
    const hour = (Math.floor(Date.now() / ADDITION_HOUR_MS) - 2) * ADDITION_HOUR_MS;
    await addAt(camille, 'Alpes', [shots[0]!], hour + ADDITION_HOUR_MS - 1);
    await addAt(camille, 'Alpes', shots.slice(1, 3), hour + ADDITION_HOUR_MS);
    expect((await additions(paul)).additions.map((line) => line.photos)).toEqual([2, 1]);
  });

  it('forgets deleted photos: their line shrinks, then goes', async () => {
    const { media } = await add(camille, 'Alpes', shots.slice(0, 2));
    const remove = (image: string) => postJson(t.app, '/api/album/delete', { token: tokenOf(camille), album: 'Alpes', image });
    expect((await remove(media[0]!.image)).statusCode).toBe(200);
    expect((await additions(paul)).additions).toEqual([expect.objectContaining({ pseudo: 'Camille', photos: 1 })]);
    expect((await remove(media[1]!.image)).statusCode).toBe(200);
    expect((await additions(paul)).additions).toEqual([]);
  });

  it('reads a whole page from the newest hours, and stays right after an add and a delete', async () => {
    const { media } = await add(camille, 'Alpes', [shots[0]!]);
    const [first] = await t.app.db.selectFrom('album_images').selectAll().where('name', '=', media[0]!.image).execute();
    const hour = (Math.floor(Date.now() / ADDITION_HOUR_MS) - 40) * ADDITION_HOUR_MS;
    // 25 hours with one line each, the newest 3 hours apart from the rest by hours whose items have
    // no known member (from before members were recorded): those make no line, and must not count
    // as the hours of a page.
    const { id: _id, ...model } = first!;
    const rows = Array.from({ length: 25 }, (_, n) => ({ ...model, name: `ligne-${n}`, sha256: `l${n}`, created_at: hour + n * ADDITION_HOUR_MS + (n >= 22 ? 10 * ADDITION_HOUR_MS : 0) }));
    const memberless = Array.from({ length: 5 }, (_, n) => ({ ...model, name: `sans-${n}`, sha256: `s${n}`, added_by: null, created_at: hour + (22 + n) * ADDITION_HOUR_MS }));
    await t.app.db.deleteFrom('album_images').execute();
    await t.app.db.insertInto('album_images').values([...rows, ...memberless]).execute();
    const newestFirst = rows.map((row) => row.created_at).reverse();

    const page = await additions(paul);
    expect(page.additions.map((line) => line.at)).toEqual(newestFirst.slice(0, 20));
    const next = await additions(paul, { before: page.additions.at(-1)!.at });
    expect(next.additions.map((line) => line.at)).toEqual(newestFirst.slice(20));

    const { media: added } = await add(paul, 'Bretagne', [shots[1]!]);
    const withIt = await additions(camille);
    expect(withIt.additions).toHaveLength(20);
    expect(withIt.additions[0]).toMatchObject({ pseudo: 'Paul', album: 'Bretagne', photos: 1, at: withIt.upTo });
    expect(withIt.additions.slice(1).map((line) => line.at)).toEqual(newestFirst.slice(0, 19));

    const removed = await postJson(t.app, '/api/album/delete', { token: tokenOf(paul), album: 'Bretagne', image: added[0]!.image });
    expect(removed.statusCode).toBe(200);
    expect((await additions(camille)).additions.map((line) => line.at)).toEqual(newestFirst.slice(0, 20));
  });

  it('counts videos apart from photos', async () => {
    const { media } = await add(camille, 'Alpes', shots.slice(0, 3));
    // The upload's path for a video is Lapintube's (albumVideos.test.ts); here only the count is at stake.
    await t.app.db.updateTable('album_images').set({ kind: 'video' }).where('name', '=', media[0]!.image).execute();
    expect((await additions(paul)).additions).toEqual([expect.objectContaining({ photos: 2, videos: 1 })]);
  });

  it('refuses a call without a session or with a malformed cursor, in French', async () => {
    const anonymous = await postJson(t.app, '/api/album/additions', { token: 'pas-un-jeton' });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await postJson(t.app, '/api/album/additions', { token: tokenOf(paul), before: 'hier' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/[a-zé]/);
  });
});
