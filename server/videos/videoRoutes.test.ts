import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { diskMessages } from '../platform/disk/diskMessages.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { multipartForm } from '../testing/multipartForm.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { getVideo, postVideoParts, settledVideo, uploadVideo, uploadVideoOk } from '../testing/videoRequests.ts';
import { videoMessages } from './videoMessages.ts';

let clips: VideoClips;
let t: TestApp;
let marie: TestUser;
let paul: TestUser;
let marieToken: string;

const videoFiles = (app: TestApp) => readdir(join(app.dataDir, 'media', 'videos')).then((names) => names.sort());
const spooled = (app: TestApp) => readdir(join(app.dataDir, 'uploads'));

beforeAll(async () => {
  clips = await makeVideoClips();
  t = await createTestApp();
  marie = await createUser(t.app, { firstName: 'Marie' });
  paul = await createUser(t.app, { firstName: 'Paul' });
  marieToken = marie.token!;
});
afterAll(async () => {
  await t.close();
  await clips.remove();
});

describe('POST /api/video/upload', () => {
  it('takes a turned HEVC MOV from a member and makes it ready, upright, with a poster, keeping no upload', async () => {
    const received = await uploadVideoOk(t.app, marieToken, clips.hevcRotatedMov, { title: '  Falaises  ', description: 'Vent fort' });
    expect(received).toMatchObject({ title: 'Falaises', description: 'Vent fort', uploader: 'Marie', status: 'processing', width: 240, height: 320, comments: [] });
    expect(received.duration).toBeCloseTo(1, 1);
    expect(received.url).toBeUndefined();

    const ready = await settledVideo(t.app, marieToken, received.id);
    expect(ready).toMatchObject({ status: 'ready', progress: 100, width: 240, height: 320 });
    expect(ready.url).toBe(`/media/videos/${received.id}.mp4`);
    expect(ready.poster).toBe(`/media/videos/${received.id}.poster.jpg`);
    expect(await videoFiles(t)).toEqual(expect.arrayContaining([`${received.id}.mp4`, `${received.id}.poster.jpg`, `${received.id}.thumb.jpg`]));
    expect((await videoFiles(t)).filter((name) => name.startsWith(received.id))).toHaveLength(3);
    expect(await spooled(t)).toEqual([]);
  });

  it('refuses a photo named .mp4 with 415 in French, and keeps nothing of it', async () => {
    const before = await videoFiles(t);
    const response = await uploadVideo(t.app, marieToken, clips.jpegAsMp4);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: videoMessages.notAVideo });
    expect(await videoFiles(t)).toEqual(before);
    expect(await spooled(t)).toEqual([]);
  });

  it('ends a video it cannot read as failed, in French, with every file removed', async () => {
    const received = await uploadVideoOk(t.app, marieToken, clips.truncatedMov);
    const failed = await settledVideo(t.app, marieToken, received.id);
    expect(failed).toMatchObject({ status: 'failed', message: videoMessages.unreadable });
    expect(failed.url).toBeUndefined();
    expect((await videoFiles(t)).filter((name) => name.startsWith(received.id))).toEqual([]);
  });

  it('refuses strangers and waiting members before storing a byte', async () => {
    const waiting = await createUser(t.app, { access: AccessStatus.waiting });
    for (const token of ['pas-un-jeton', waiting.token ?? 'aucun']) {
      const response = await uploadVideo(t.app, token, clips.h264Mp4);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: accountMessages.sessionInvalid });
    }
    expect(await spooled(t)).toEqual([]);
  });

  it('wants the fields before the video, one video, a title, and nothing else', async () => {
    const video = { bytes: new Uint8Array(10) };
    const cases: [Parameters<typeof postVideoParts>[1], string][] = [
      [[['token', marieToken], ['video', video], ['title', 't'], ['description', '']], videoMessages.fieldsFirst],
      [[['token', marieToken], ['title', 't'], ['video', video]], videoMessages.fieldsFirst],
      [[['token', marieToken], ['title', 't'], ['description', ''], ['lieu', 'Paris']], videoMessages.unexpectedField('lieu')],
      [[['token', marieToken], ['title', 't'], ['description', '']], videoMessages.noVideo],
      [[['token', marieToken], ['title', 't'], ['description', ''], ['video', video], ['video', video]], videoMessages.oneVideo],
    ];
    for (const [parts, message] of cases) {
      const response = await postVideoParts(t.app, parts);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const blank = await uploadVideo(t.app, marieToken, clips.h264Mp4, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: videoMessages.titleEmpty });
  });

  it('refuses with 413 a body past VIDEO_MAX_MB, declared or streamed, and a video past VIDEO_MAX_MINUTES, keeping nothing', async () => {
    const small = await createTestApp({ videos: { ...t.config.videos, maxMb: 1, maxMinutes: 0.01 } });
    try {
      const token = await adminToken(small.app);
      const heavy = await postVideoParts(small.app, [['token', token], ['title', 't'], ['description', ''], ['video', { bytes: new Uint8Array(2 * 1024 * 1024) }]]);
      expect(heavy.statusCode).toBe(413);
      expect(heavy.json()).toEqual({ message: videoMessages.tooHeavy(1) });
      const long = await uploadVideo(small.app, token, clips.h264Mp4);
      expect(long.statusCode).toBe(413);
      expect(long.json()).toEqual({ message: videoMessages.tooLong(0.01) });
      // A body that declares no length is cut at the limit as it streams.
      const form = await multipartForm([['token', token], ['title', 't'], ['description', ''], ['video', { bytes: new Uint8Array(3 * 1024 * 1024) }]]);
      const MB = 1024 * 1024;
      const chunked = await small.app.inject({
        method: 'POST',
        url: '/api/video/upload',
        headers: { ...form.headers, 'transfer-encoding': 'chunked' },
        payload: Readable.from([form.payload.subarray(0, MB), form.payload.subarray(MB, 2 * MB), form.payload.subarray(2 * MB)]),
      });
      expect(chunked.statusCode).toBe(413);
      expect(chunked.json()).toEqual({ message: videoMessages.tooHeavy(1) });
      expect(await spooled(small)).toEqual([]);
      expect(await videoFiles(small)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('refuses with 507 a video that, with its prepared copy, would eat into the disk reserve', async () => {
    const MB = 1024 * 1024;
    // Room for the upload, not for the upload and its copy.
    const full = await createTestApp({ minFreeMb: 1, freeSpace: async () => MB + 40_000 });
    try {
      const response = await uploadVideo(full.app, await adminToken(full.app), clips.h264Mp4);
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({ message: diskMessages.videosRefused });
      expect(await spooled(full)).toEqual([]);
    } finally {
      await full.close();
    }
  });
});

describe('the video calls', () => {
  let first: Video;
  let second: Video;

  beforeAll(async () => {
    first = await uploadVideoOk(t.app, marieToken, clips.h264Mp4, { title: 'Premier' });
    second = await uploadVideoOk(t.app, paul.token!, clips.vp9Webm, { title: 'Second' });
    await settledVideo(t.app, marieToken, first.id);
    await settledVideo(t.app, marieToken, second.id);
  });

  it('lists the videos newest first, and gets one', async () => {
    const response = await postJson(t.app, '/api/video/list', { token: marieToken });
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ videos: Video[] }>().videos.map((video) => video.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(await getVideo(t.app, paul.token!, first.id)).toMatchObject({ id: first.id, title: 'Premier', uploader: 'Marie', status: 'ready' });
  });

  it('answers 404 in French for a video that is not there, and 400 for an id that is no UUID', async () => {
    const missing = await postJson(t.app, '/api/video/get', { token: marieToken, id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: videoMessages.videoNotFound });
    expect((await postJson(t.app, '/api/video/get', { token: marieToken, id: '../etc/passwd' })).statusCode).toBe(400);
    expect((await postJson(t.app, '/api/video/list', { token: 'faux' })).statusCode).toBe(401);
  });

  it('lets the uploader and an admin edit a video, and nobody else', async () => {
    const refused = await postJson(t.app, '/api/video/edit', { token: paul.token, id: first.id, title: 'Volé', description: '' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: videoMessages.notYourVideo });
    const own = await postJson(t.app, '/api/video/edit', { token: marieToken, id: first.id, title: 'Premier pas', description: 'Au parc' });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ video: Video }>().video).toMatchObject({ title: 'Premier pas', description: 'Au parc', status: 'ready' });
    const admin = await postJson(t.app, '/api/video/edit', { token: await adminToken(t.app), id: first.id, title: 'Premiers pas', description: '' });
    expect(admin.json<{ video: Video }>().video.title).toBe('Premiers pas');
    const blank = await postJson(t.app, '/api/video/edit', { token: marieToken, id: first.id, title: ' ', description: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: videoMessages.titleEmpty });
    const long = await postJson(t.app, '/api/video/edit', { token: marieToken, id: first.id, title: 'x'.repeat(201), description: '' });
    expect(long.statusCode).toBe(400);
  });

  it('lets the uploader or an admin delete a video, and removes its files', async () => {
    const refused = await postJson(t.app, '/api/video/delete', { token: marieToken, id: second.id });
    expect(refused.statusCode).toBe(403);
    const own = await postJson(t.app, '/api/video/delete', { token: marieToken, id: first.id });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('done');
    const admin = await postJson(t.app, '/api/video/delete', { token: await adminToken(t.app), id: second.id });
    expect(admin.body).toBe('done');
    const names = await videoFiles(t);
    expect(names.filter((name) => name.startsWith(first.id) || name.startsWith(second.id))).toEqual([]);
    expect((await postJson(t.app, '/api/video/get', { token: marieToken, id: first.id })).statusCode).toBe(404);
  });
});
