import { readdir, readFile, utimes } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upload, type HttpRequest } from 'tus-js-client';
import { accountMessages } from '../accounts/accountMessages.ts';
import { diskMessages } from '../platform/disk/diskMessages.ts';
import { buildApp } from '../app.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { adminToken, createTestApp, createTestStorage, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { settledVideo } from '../testing/videoRequests.ts';
import { tusMessages } from './tusMessages.ts';
import { sweepExpiredUploads, tusDirectory, videoIdHeader } from './tusUploads.ts';
import { videoMessages } from './videoMessages.ts';

const HOUR_MS = 60 * 60_000;

let clips: VideoClips;
let t: TestApp;
let url: string;
let token: string;

beforeAll(async () => {
  clips = await makeVideoClips();
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
  token = (await createUser(t.app)).token!;
});
afterAll(async () => {
  await t.close();
  await clips.remove();
});

const tusDir = () => tusDirectory(t.dataDir);
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const metadataHeader = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');

/** A creation as any tus 1.0 client sends it, over app.inject. */
function create(length: number, fields: Record<string, string>, headers: Record<string, string> = {}, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/upload/',
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': metadataHeader(fields), ...headers },
  });
}

function patch(location: string, offset: number, bytes: Buffer, bearer: string) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      authorization: `Bearer ${bearer}`,
    },
    payload: bytes,
  });
}

function head(location: string, bearer?: string) {
  return t.app.inject({
    method: 'HEAD',
    url: location,
    headers: { 'tus-resumable': '1.0.0', ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }) },
  });
}

/** A PATCH from offset 0 declaring `length` bytes, over a real connection: the caller writes the body. */
function streamedPatch(address: string, length: number, bearer: string) {
  return httpRequest(address, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(length),
      authorization: `Bearer ${bearer}`,
    },
  });
}

interface Sent {
  method: string;
  offset: string | undefined;
}

/** Runs a tus-js-client upload to its end (or its abort from a callback), recording each request. */
function runUpload(
  bytes: Buffer,
  options: { uploadUrl?: string; chunkSize?: number; onChunk?: (upload: Upload) => void } = {},
): Promise<{ upload: Upload; sent: Sent[]; videoId: string | undefined; aborted: boolean }> {
  const sent: Sent[] = [];
  return new Promise((resolve, reject) => {
    let videoId: string | undefined;
    const upload: Upload = new Upload(bytes, {
      endpoint: `${url}/api/upload/`,
      uploadUrl: options.uploadUrl ?? null,
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      retryDelays: [],
      storeFingerprintForResuming: false,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { kind: 'video', title: 'Le phare de Gatteville', description: 'Filmé depuis la jetée, un soir de vent' },
      onBeforeRequest: (request: HttpRequest) => {
        sent.push({ method: request.getMethod(), offset: request.getHeader('Upload-Offset') });
      },
      onAfterResponse: (_request, response) => {
        videoId = response.getHeader(videoIdHeader) ?? videoId;
      },
      onChunkComplete: () => {
        if (options.onChunk === undefined) return;
        options.onChunk(upload);
        resolve({ upload, sent, videoId, aborted: true });
      },
      onSuccess: () => resolve({ upload, sent, videoId, aborted: false }),
      onError: reject,
    });
    upload.start();
  });
}

describe('resumable uploads (tus 1.0) at /api/upload/', () => {
  it('resumes a cut upload from the offset the server kept, sends only the rest, and makes the video', async () => {
    const bytes = await readFile(clips.h264Mp4);
    const half = Math.ceil(bytes.length / 2);

    // The network drops once the first half is in.
    const first = await runUpload(bytes, { chunkSize: half, onChunk: (upload) => void upload.abort() });
    expect(first.aborted).toBe(true);
    const location = first.upload.url!;
    expect(location).toMatch(/\/api\/upload\/[0-9a-f]{32}$/);
    const kept = await head(new URL(location).pathname, token);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['upload-offset']).toBe(String(half));
    expect(kept.headers['upload-length']).toBe(String(bytes.length));

    // A new client (a reload) asks where to go on, and sends the second half only.
    const second = await runUpload(bytes, { uploadUrl: location });
    expect(second.aborted).toBe(false);
    expect(second.sent).toEqual([
      { method: 'HEAD', offset: undefined },
      { method: 'PATCH', offset: String(half) },
    ]);
    expect(second.videoId).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await postJson(t.app, '/api/video/list', { token });
    const video = listed.json<{ videos: { id: string; title: string; description: string }[] }>().videos.find((entry) => entry.id === second.videoId);
    expect(video).toMatchObject({ title: 'Le phare de Gatteville', description: 'Filmé depuis la jetée, un soir de vent' });
    const ready = await settledVideo(t.app, token, second.videoId!);
    expect(ready).toMatchObject({ status: 'ready', width: 320, height: 240, uploader: expect.any(String) });
    // The bytes went to Lapintube: only the upload's metadata is left, naming the video.
    const id = location.split('/').pop()!;
    expect(await readdir(tusDir())).toEqual([`${id}.json`]);
  });

  it('keeps the bytes that arrived before the network dropped in the middle of a PATCH, and resumes from there', async () => {
    const bytes = await readFile(clips.hevcRotatedMov);
    const half = Math.floor(bytes.length / 2);
    const location = (await create(bytes.length, { kind: 'video', title: 'Coupure en plein envoi' }, { authorization: `Bearer ${token}` })).headers.location!;
    const id = location.split('/').pop()!;

    // One PATCH declared whole; half of it goes out, then the connection dies.
    const sending = streamedPatch(`${url}${location}`, bytes.length, token);
    sending.on('error', () => undefined);
    sending.write(bytes.subarray(0, half));
    await eventually(() => statSync(`${tusDir()}/${id}`).size === half, 'the first half on disk');
    sending.destroy();

    // The server keeps what it got; the client asks, and sends only the rest.
    const resumed = await runUpload(bytes, { uploadUrl: `${url}${location}` });
    expect(resumed.sent).toEqual([
      { method: 'HEAD', offset: undefined },
      { method: 'PATCH', offset: String(half) },
    ]);
    expect(await settledVideo(t.app, token, resumed.videoId!)).toMatchObject({ status: 'ready', width: 240, height: 320 });
  });

  it('tells a client that lost the last answer that its upload is done, and which video it made, without a second one', async () => {
    const bytes = await readFile(clips.vp9Webm);
    const sentOnce = await runUpload(bytes);
    const location = sentOnce.upload.url!;
    const videosBefore = (await postJson(t.app, '/api/video/list', { token })).json<{ videos: unknown[] }>().videos.length;

    const done = await head(new URL(location).pathname, token);
    expect(done.headers['upload-offset']).toBe(String(bytes.length));
    expect(done.headers['upload-metadata']).toContain(`video ${base64(sentOnce.videoId!)}`);
    const again = await runUpload(bytes, { uploadUrl: location });
    expect(again.sent).toEqual([{ method: 'HEAD', offset: undefined }]);
    expect((await postJson(t.app, '/api/video/list', { token })).json<{ videos: unknown[] }>().videos).toHaveLength(videosBefore);
    const repeated = await patch(new URL(location).pathname, bytes.length, Buffer.alloc(0), token);
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toEqual({ message: tusMessages.alreadyHandedOver });
    await settledVideo(t.app, token, sentOnce.videoId!);
  });

  it('refuses a stranger at creation, in French, with nothing stored', async () => {
    const before = await readdir(tusDir());
    const anonymous = await create(1000, { kind: 'video', title: 'Intrus' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'tus-resumable': '1.0.0' });
    expect(anonymous.headers['access-control-allow-origin']).toBeUndefined();
    expect(anonymous.json()).toEqual({ message: accountMessages.sessionInvalid });
    const forged = await create(1000, { kind: 'video', title: 'Intrus', token: 'pas-un-jeton' });
    expect(forged.statusCode).toBe(401);
    const wrongBearer = await create(1000, { kind: 'video', title: 'Intrus' }, { authorization: 'Bearer pas-un-jeton' });
    expect(wrongBearer.statusCode).toBe(401);
    expect(await readdir(tusDir())).toEqual(before);
  });

  it('takes the token from Upload-Metadata and never writes it to disk', async () => {
    const created = await create(1000, { kind: 'video', title: 'Marée haute', description: '', token });
    expect(created.statusCode).toBe(201);
    const id = created.headers.location!.split('/').pop()!;
    const info = await readFile(`${tusDir()}/${id}.json`, 'utf8');
    expect(info).not.toContain(token);
    expect(info).not.toContain(base64(token));
    await t.app.inject({ method: 'DELETE', url: created.headers.location!, headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` } });
    expect(await readdir(tusDir())).not.toContain(id);
  });

  it("refuses another member's PATCH and HEAD on an upload, and one without a token", async () => {
    const created = await create(2000, { kind: 'video', title: 'À moi' }, { authorization: `Bearer ${token}` });
    const location = created.headers.location!;
    const other = (await createUser(t.app)).token!;

    const written = await patch(location, 0, Buffer.alloc(500, 1), other);
    expect(written.statusCode).toBe(403);
    expect(written.json()).toEqual({ message: tusMessages.notYourUpload });
    expect((await head(location, other)).statusCode).toBe(403);
    expect((await head(location)).statusCode).toBe(401);
    const own = await head(location, token);
    expect(own.headers['upload-offset']).toBe('0');
  });

  it('refuses a body past VIDEO_MAX_MB (413), a kind other than video and a blank title (400), before storing', async () => {
    const before = await readdir(tusDir());
    const bearer = { authorization: `Bearer ${token}` };
    const heavy = await create(t.config.videos.maxMb * 1024 * 1024 + 1, { kind: 'video', title: 'Trop lourde' }, bearer);
    expect(heavy.statusCode).toBe(413);
    expect(heavy.json()).toEqual({ message: videoMessages.tooHeavy(t.config.videos.maxMb) });
    const photo = await create(1000, { kind: 'photo', title: 'Une photo' }, bearer);
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toEqual({ message: tusMessages.unknownKind });
    const blank = await create(1000, { kind: 'video', title: '  ' }, bearer);
    expect(blank.json()).toEqual({ message: videoMessages.titleEmpty });
    expect(await readdir(tusDir())).toEqual(before);
  });

  it('refuses with 415 in French a finished upload that is not a video, and keeps nothing of it', async () => {
    const bytes = await readFile(clips.jpegAsMp4);
    const created = await create(bytes.length, { kind: 'video', title: 'Une photo déguisée' }, { authorization: `Bearer ${token}` });
    const id = created.headers.location!.split('/').pop()!;
    const last = await patch(created.headers.location!, 0, bytes, token);
    expect(last.statusCode).toBe(415);
    expect(last.json()).toEqual({ message: videoMessages.notAVideo });
    expect((await readdir(tusDir())).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it(`sweeps an upload untouched for UPLOAD_EXPIRY_HOURS, and keeps one still going`, async () => {
    const bearer = { authorization: `Bearer ${token}` };
    const stale = (await create(2000, { kind: 'video', title: 'Oubliée' }, bearer)).headers.location!;
    const going = (await create(2000, { kind: 'video', title: 'En cours' }, bearer)).headers.location!;
    await patch(stale, 0, Buffer.alloc(700, 2), token);
    const staleId = stale.split('/').pop()!;
    const old = new Date(Date.now() - (t.config.uploadExpiryHours * HOUR_MS + 60_000));
    for (const name of [staleId, `${staleId}.json`]) await utimes(`${tusDir()}/${name}`, old, old);

    expect(await sweepExpiredUploads(tusDir(), t.config.uploadExpiryHours * HOUR_MS)).toBe(1);
    expect((await head(stale, token)).statusCode).toBe(404);
    expect((await head(going, token)).statusCode).toBe(200);
  });
});

describe('resumable uploads across a restart', () => {
  it('removes at start-up the uploads that expired while the server was down, and keeps the others', async () => {
    const storage = await createTestStorage();
    try {
      const first = await buildApp(storage.config());
      const bearer = { authorization: `Bearer ${await adminToken(first)}` };
      const directory = tusDirectory(first.config.dataDir);
      const stale = (await create(2000, { kind: 'video', title: 'Oubliée' }, bearer, first)).headers.location!.split('/').pop()!;
      const kept = (await create(2000, { kind: 'video', title: 'À reprendre' }, bearer, first)).headers.location!.split('/').pop()!;
      await first.close();
      const old = new Date(Date.now() - (storage.config().uploadExpiryHours * HOUR_MS + 60_000));
      for (const name of [stale, `${stale}.json`]) await utimes(`${directory}/${name}`, old, old);

      const second = await buildApp(storage.config());
      try {
        expect((await readdir(directory)).sort()).toEqual([kept, `${kept}.json`].sort());
      } finally {
        await second.close();
      }
    } finally {
      await storage.remove();
    }
  });
});

describe('resumable uploads and slow clients', () => {
  it('lets a chunk arrive slower than the JSON body deadline, as long as it keeps the upload rate', async () => {
    // A JSON body must be in within 200 ms; an upload needs 1 byte per second.
    const timeouts = { headersMs: 30_000, bodyMs: 200, uploadMinBytesPerSecond: 1, uploadRateWindowMs: 30_000, requestMs: 60_000 };
    const slow = await createTestApp({ timeouts });
    try {
      const base = await listenOnFreePort(slow.app);
      const member = await adminToken(slow.app);
      const bytes = await readFile(clips.h264Mp4);
      const location = (await create(bytes.length, { kind: 'video', title: 'Par la 4G' }, { authorization: `Bearer ${member}` }, slow.app)).headers.location!;

      const answer = new Promise<{ status: number | undefined; videoId: unknown }>((resolve, reject) => {
        const sending = streamedPatch(`${base}${location}`, bytes.length, member);
        sending.on('response', (response) => {
          response.resume();
          resolve({ status: response.statusCode, videoId: response.headers[videoIdHeader.toLowerCase()] });
        });
        sending.on('error', reject);
        void (async () => {
          // A weak signal: five pieces over about 600 ms, three times the body deadline.
          const piece = Math.ceil(bytes.length / 5);
          for (let start = 0; start < bytes.length; start += piece) {
            sending.write(bytes.subarray(start, start + piece));
            await delay(150);
          }
          sending.end();
        })();
      });
      await expect(answer).resolves.toEqual({ status: 204, videoId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    } finally {
      await slow.close();
    }
  });
});

describe('resumable uploads and the disk reserve', () => {
  it('refuses with 507 in French, before storing, an upload that with its prepared copy would eat into MIN_FREE_MB', async () => {
    const MB = 1024 * 1024;
    // 600 MB free, 512 kept for the database: room for 88 MB, that is a 44 MB upload and its copy.
    const full = await createTestApp({ minFreeMb: 512, freeSpace: async () => 600 * MB });
    try {
      const bearer = { authorization: `Bearer ${await adminToken(full.app)}` };
      const directory = tusDirectory(full.dataDir);
      const refused = await create(50 * MB, { kind: 'video', title: 'Trop pour ce disque' }, bearer, full.app);
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ message: diskMessages.videosRefused });
      expect(await readdir(directory)).toEqual([]);
      expect((await create(40 * MB, { kind: 'video', title: 'Ça tient' }, bearer, full.app)).statusCode).toBe(201);
    } finally {
      await full.close();
    }
  });
});
