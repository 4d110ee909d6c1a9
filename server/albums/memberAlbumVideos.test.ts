import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumAdditionsReply } from '../../shared/albumAdditionTypes.ts';
import type { SlideshowItem } from '../../shared/albumTypes.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { createAlbum } from '../testing/albumRequests.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { liveClient, liveConnected } from '../testing/liveClient.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { getVideo, settledVideo } from '../testing/videoRequests.ts';
import { tusDirectory, videoIdHeader } from '../videos/tusUploads.ts';
import { videoMessages } from '../videos/videoMessages.ts';
import { albumMessages } from './albumMessages.ts';

// Issue 38, fault 7: a member's phone puts a video in an album through the resumable upload
// (tus), under the same rule as a member's photos: an album open to members, a granted member.

let clips: VideoClips;
let t: TestApp;
let admin: string;
let camille: TestUser;
let paul: TestUser;
let clip: Buffer;

const tokenOf = (user: TestUser) => user.token ?? '';
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const metadataHeader = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');
const pendingUploads = () => readdir(tusDirectory(t.dataDir)).catch(() => []);

/** A creation as tus-js-client sends it for an album's video. */
function create(token: string, fields: Record<string, string>, length = clip.length) {
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/',
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': metadataHeader(fields), authorization: `Bearer ${token}` },
  });
}

function patch(location: string, offset: number, bytes: Buffer, token: string) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', authorization: `Bearer ${token}` },
    payload: bytes,
  });
}

/** Sends `bytes` to `album` in two pieces, as a cut connection would; answers the last PATCH. */
async function sendToAlbum(user: TestUser, album: string, bytes = clip, filename = 'Descente à ski.mp4') {
  const created = await create(tokenOf(user), { kind: 'video', album, filename }, bytes.length);
  expect(created.statusCode, created.body).toBe(201);
  const location = created.headers.location as string;
  const half = Math.floor(bytes.length / 2);
  expect((await patch(location, 0, bytes.subarray(0, half), tokenOf(user))).statusCode).toBe(204);
  return patch(location, half, bytes.subarray(half), tokenOf(user));
}

async function slideshow(album: string): Promise<SlideshowItem[]> {
  return (await postJson(t.app, '/api/media/getalbumimages', { token: tokenOf(paul), album })).json<SlideshowItem[]>();
}

const settings = (album: string, membersCanAdd: boolean) => postJson(t.app, '/api/admin/albumSettings', { token: admin, album, membersCanAdd });

beforeAll(async () => {
  clips = await makeVideoClips();
  clip = await readFile(clips.h264Mp4);
  t = await createTestApp();
  admin = await adminToken(t.app);
  camille = await createUser(t.app, { firstName: 'Camille' });
  paul = await createUser(t.app, { firstName: 'Paul' });
  for (const album of ['Alpes', 'Privé', 'Étretat']) expect((await createAlbum(t.app, admin, album)).statusCode).toBe(201);
  expect((await settings('Privé', false)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await clips.remove();
});

describe("a member's video in an album, through the resumable upload (issue 38)", () => {
  it('adds the video to the album, prepares it as Lapintube does, tells the live relatives and counts it in the feed', async () => {
    const url = await listenOnFreePort(t.app);
    const watching = liveClient(url, { token: tokenOf(paul), chatSeen: '0' });
    await liveConnected(watching);
    const { upTo: seen } = (await postJson(t.app, '/api/album/additions', { token: tokenOf(paul) })).json<AlbumAdditionsReply>();
    try {
      const finished = await sendToAlbum(camille, 'Alpes');
      expect(finished.statusCode, finished.body).toBe(204);
      const id = finished.headers[videoIdHeader.toLowerCase()] as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);

      await eventually(() => watching.of('albumadded').length === 1, 'albumadded');
      expect(watching.of('albumadded')).toEqual([{ album: 'Alpes' }]);
      const ready = await settledVideo(t.app, tokenOf(paul), id);
      // Titled after its file, as the admin's album videos are; the uploader is the member.
      expect([ready.status, ready.title, ready.uploader]).toEqual(['ready', 'Descente à ski', 'Camille']);
      const items = await slideshow('Alpes');
      expect(items).toEqual([expect.objectContaining({ name: id, kind: 'video', video: expect.stringContaining(id) })]);
      const feed = (await postJson(t.app, '/api/album/additions', { token: tokenOf(paul), since: seen })).json<AlbumAdditionsReply>();
      expect(feed.additions).toEqual([expect.objectContaining({ pseudo: 'Camille', album: 'Alpes', photos: 0, videos: 1 })]);
      expect(feed.newCount).toBe(1);
    } finally {
      watching.close();
    }
  });

  it('takes an album named with accents, as the phone sends it', async () => {
    const finished = await sendToAlbum(paul, 'Étretat');
    expect(finished.statusCode, finished.body).toBe(204);
    expect((await slideshow('Étretat')).map((item) => item.kind)).toEqual(['video']);
  });

  it('refuses an album closed to members before a byte is stored, in French; the admin may add to it', async () => {
    const before = await pendingUploads();
    const refused = await create(tokenOf(camille), { kind: 'video', album: 'Privé', filename: 'a.mp4' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: albumMessages.closedToMembersVideos });
    expect(await pendingUploads()).toEqual(before);
    const byAdmin = await create(admin, { kind: 'video', album: 'Privé', filename: 'a.mp4' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  });

  it('refuses an album that does not exist with a 404 in French', async () => {
    const refused = await create(tokenOf(camille), { kind: 'video', album: 'Vacances imaginaires', filename: 'a.mp4' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: albumMessages.albumNotFound });
  });

  it('refuses a banned member, at the creation and at the last byte of an upload begun before', async () => {
    const marc = await createUser(t.app, { firstName: 'Marc' });
    const created = await create(tokenOf(marc), { kind: 'video', album: 'Alpes', filename: 'a.mp4' });
    expect(created.statusCode).toBe(201);
    expect((await postJson(t.app, '/api/admin/status', { token: admin, id: marc.id, status: 2 })).statusCode).toBe(200);
    const again = await create(tokenOf(marc), { kind: 'video', album: 'Alpes', filename: 'b.mp4' });
    expect(again.statusCode).toBe(401);
    expect(again.json<{ message: string }>().message).toBe(accountMessages.accessSuspended);
    const rest = await patch(created.headers.location as string, 0, clip, tokenOf(marc));
    expect(rest.statusCode).toBe(401);
    expect(await slideshow('Alpes')).toHaveLength(1);
  });

  it('checks the album again at the last byte: one closed meanwhile gets nothing, and the upload goes', async () => {
    const created = await create(tokenOf(camille), { kind: 'video', album: 'Étretat', filename: 'Falaises.mp4' });
    const location = created.headers.location as string;
    const id = location.split('/').pop()!;
    const before = (await slideshow('Étretat')).length;
    expect((await settings('Étretat', false)).statusCode).toBe(200);
    const refused = await patch(location, 0, clip, tokenOf(camille));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: albumMessages.closedToMembersVideos });
    expect(await slideshow('Étretat')).toHaveLength(before);
    expect(await pendingUploads()).not.toContain(id);
    expect((await settings('Étretat', true)).statusCode).toBe(200);
  });

  it('refuses a photo sent as an album video (photos have their own path), keeping nothing', async () => {
    const jpeg = await makeLandscapeJpeg({ width: 320, height: 240 });
    const refused = await sendToAlbum(camille, 'Alpes', jpeg, 'photo.jpg');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: videoMessages.notAVideo });
    expect((await slideshow('Alpes')).map((item) => item.kind)).toEqual(['video']);
  });

  it("keeps another member's album upload theirs", async () => {
    const created = await create(tokenOf(camille), { kind: 'video', album: 'Alpes', filename: 'a.mp4' });
    const stolen = await patch(created.headers.location as string, 0, clip, tokenOf(paul));
    expect(stolen.statusCode).toBe(403);
    await t.app.inject({ method: 'DELETE', url: created.headers.location as string, headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${tokenOf(camille)}` } });
  });

  it('still refuses a Lapintube upload without a title, in French', async () => {
    const refused = await create(tokenOf(camille), { kind: 'video', title: ' ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: videoMessages.titleEmpty });
    // getVideo is Lapintube's own read: an album's video is one of its videos.
    const [first] = await slideshow('Alpes');
    expect((await getVideo(t.app, tokenOf(paul), first!.name!)).title).toBe('Descente à ski');
  });
});
