import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../shared/product.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { settledVideo, uploadVideoOk } from '../testing/videoRequests.ts';
import { videoMessages } from './videoMessages.ts';

let clips: VideoClips;
let t: TestApp;
let token: string;
let video: Video;
let bytes: Buffer;

const cookieOf = (session: string) => `${product.sessionCookie}=${session}`;
const fetchFile = (url: string, headers: Record<string, string> = {}, session = token) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookieOf(session), ...headers } });

beforeAll(async () => {
  clips = await makeVideoClips();
  t = await createTestApp();
  token = (await createUser(t.app)).token!;
  video = await settledVideo(t.app, token, (await uploadVideoOk(t.app, token, clips.hevcRotatedMov)).id);
  bytes = await readFile(join(t.dataDir, 'media', 'videos', `${video.id}.mp4`));
});
afterAll(async () => {
  await t.close();
  await clips.remove();
});

describe('GET /media/videos/', () => {
  it('serves the whole MP4 with its length, ranges offered, cached for a year in the browser only', async () => {
    const response = await fetchFile(video.url!);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-length': String(bytes.length),
      'cache-control': 'private, max-age=31536000, immutable',
    });
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers a range with 206 and its exact bytes, the end of the file included', async () => {
    const first = await fetchFile(video.url!, { range: 'bytes=0-99', 'accept-encoding': 'gzip, br' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    const last = await fetchFile(video.url!, { range: 'bytes=-1000' });
    expect(last.statusCode).toBe(206);
    expect(last.headers['content-range']).toBe(`bytes ${bytes.length - 1000}-${bytes.length - 1}/${bytes.length}`);
    expect(last.rawPayload.equals(bytes.subarray(bytes.length - 1000))).toBe(true);
  });

  it('answers 416 in French for a range past the end', async () => {
    const response = await fetchFile(video.url!, { range: `bytes=${bytes.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(response.json()).toEqual({ message: videoMessages.rangeNotSatisfiable });
  });

  it('serves the poster and the thumbnail as JPEG', async () => {
    const poster = await fetchFile(video.poster!);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await fetchFile(`/media/videos/${video.id}.thumb.jpg`)).statusCode).toBe(200);
  });

  it('refuses a request without a live session, and a signed-out one at once', async () => {
    expect((await t.app.inject({ method: 'GET', url: video.url! })).statusCode).toBe(401);
    expect((await fetchFile(video.url!, {}, 'faux-jeton')).statusCode).toBe(401);
    const leaving = (await createUser(t.app)).token!;
    expect((await fetchFile(video.url!, { range: 'bytes=0-9' }, leaving)).statusCode).toBe(206);
    expect((await postJson(t.app, '/api/user/logout', { token: leaving })).statusCode).toBeLessThan(300);
    expect((await fetchFile(video.url!, { range: 'bytes=10-19' }, leaving)).statusCode).toBe(401);
  });

  it('refuses a banned member at the next range, the poster too', async () => {
    const banned = await createUser(t.app);
    expect((await fetchFile(video.url!, { range: 'bytes=0-9' }, banned.token!)).statusCode).toBe(206);
    expect((await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: banned.id, status: 2 })).statusCode).toBe(200);
    const next = await fetchFile(video.url!, { range: 'bytes=10-19' }, banned.token!);
    expect(next.statusCode).toBe(401);
    expect(next.json<{ message: string }>().message).toMatch(/reconnectez-vous/);
    expect((await fetchFile(video.poster!, {}, banned.token!)).statusCode).toBe(401);
  });

  it('answers 404 for a name that is no video file, or a video gone', async () => {
    for (const url of [`/media/videos/${video.id}.source`, `/media/videos/${video.id}.mp4.part`, '/media/videos/..%2Fdata.sqlite', '/media/videos/00000000-0000-4000-8000-000000000000.mp4']) {
      expect((await fetchFile(url)).statusCode, url).toBe(404);
    }
  });
});
