import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumLimits } from '../../shared/albumLimits.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { albumFilesOnDisk, createAlbum, memberUpload } from '../testing/albumRequests.ts';
import { eventually } from '../testing/chatClient.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { albumMessages } from './albumMessages.ts';

// An upload refused before its photo is read (a held hash, a closed or unknown album, a sixth
// file, a caller who may not) is answered while the client is still sending, and the connection
// is closed so that the client stops sending. A browser reads that answer only when its send fails:
// before the fix it waited for the slow-client watch to cut the connection (73 s in Chromium).

let t: TestApp;
let port: number;
let marie: string;
let heldHash: string;

const boundary = 'lapin-early-refusal';
const bigFileBytes = 20 * 1024 * 1024;
// Faster than any family's uplink, yet slower than the server reads: a 20 MB photo takes 5 s.
const uplinkBytesPerSecond = 4 * 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Part = [name: string, value: string | Buffer];

/** The parts before the large photo, and the large photo's own headers. */
function formHead(parts: readonly Part[]): Buffer {
  const encoded = parts.map(([name, value]) =>
    typeof value === 'string'
      ? Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      : Buffer.concat([
          Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="photo.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`),
          value,
          Buffer.from('\r\n'),
        ]),
  );
  const photoHeaders = `--${boundary}\r\ncontent-disposition: form-data; name="images"; filename="grande.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`;
  return Buffer.concat([...encoded, Buffer.from(photoHeaders)]);
}

interface EarlyAnswer {
  status: number;
  body: unknown;
  connection: string | undefined;
  /** From the last part before the large photo's bytes to the answer's headers. */
  answeredMs: number;
  /** From the same moment to the connection's end. */
  closedMs: number;
  /** How much of the large photo the client had handed to its connection when it ended. */
  photoBytesSent: number;
}

/**
 * Sends `head`, then a large photo (20 MB unless told) as a browser does over its uplink: on until
 * the body is sent or the connection is gone. Resolves once the answer is read and the connection
 * ended; a request still open after 5 s fails the test.
 */
function sendWithLargePhoto(path: string, head: Buffer, photoBytes = bigFileBytes): Promise<EarlyAnswer> {
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    let since = 0;
    let photoBytesSent = 0;
    let answer: Omit<EarlyAnswer, 'closedMs' | 'photoBytesSent'> | undefined;
    let closedMs: number | undefined;
    const settle = () => {
      if (answer !== undefined && closedMs !== undefined) resolve({ ...answer, closedMs, photoBytesSent });
    };
    const upload = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + photoBytes + tail.length },
        signal: AbortSignal.timeout(5000),
      },
      (response) => {
        const answeredMs = performance.now() - since;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          answer = { status: response.statusCode ?? 0, body: JSON.parse(text) as unknown, connection: response.headers.connection, answeredMs };
          settle();
        });
      },
    );
    upload.on('error', (error) => {
      // A write after the server closed fails with EPIPE or ECONNRESET: that is the point.
      if (error.name === 'AbortError' || error.name === 'TimeoutError') {
        const answered = answer === undefined ? 'no answer' : `answered ${answer.status} after ${answer.answeredMs.toFixed(0)} ms`;
        reject(new Error(`the connection still open after 5 s, ${answered} (${photoBytesSent} bytes of the photo sent)`));
      }
    });
    upload.on('close', () => {
      closedMs = performance.now() - since;
      if (answer === undefined) reject(new Error(`the connection ended without an answer after ${photoBytesSent} bytes of the photo`));
      settle();
    });
    const chunk = randomBytes(64 * 1024);
    const pump = () => {
      if (upload.destroyed) return;
      if (photoBytesSent >= photoBytes) {
        upload.end(tail);
        return;
      }
      photoBytesSent += chunk.length;
      const due = since + (photoBytesSent / uplinkBytesPerSecond) * 1000;
      const next = () => setTimeout(pump, Math.max(0, due - performance.now()));
      if (upload.write(chunk)) next();
      else upload.once('drain', next);
    };
    upload.write(head, () => {
      since = performance.now();
      pump();
    });
  });
}

function expectAnsweredAtOnce(answer: EarlyAnswer, status: number, body: unknown, photoBytes = bigFileBytes): void {
  expect({ status: answer.status, body: answer.body, connection: answer.connection }).toEqual({ status, body, connection: 'close' });
  const sent = `${(answer.photoBytesSent / 1024).toFixed(0)} KB of ${(photoBytes / 1024 / 1024).toFixed(0)} MB sent`;
  console.info(`${status}: answered ${answer.answeredMs.toFixed(0)} ms, connection ended ${answer.closedMs.toFixed(0)} ms after the photo began; ${sent}`);
  expect(answer.answeredMs).toBeLessThan(1000);
  expect(answer.closedMs).toBeLessThan(1000);
  expect(answer.photoBytesSent).toBeLessThan(photoBytes);
}

const spooled = () => {
  try {
    return readdirSync(join(t.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const admin = await adminToken(t.app);
  marie = (await createUser(t.app, { firstName: 'Marie' })).token ?? '';
  expect((await createAlbum(t.app, admin, 'Bretagne')).statusCode).toBe(201);
  expect((await createAlbum(t.app, admin, 'Grenier')).statusCode).toBe(201);
  expect((await postJson(t.app, '/api/admin/albumSettings', { token: admin, album: 'Grenier', membersCanAdd: false })).statusCode).toBe(200);
  const shot = await makeLandscapeJpeg({ width: 320, height: 240, seed: 1 });
  heldHash = sha256(shot);
  expect((await memberUpload(t.app, marie, 'Bretagne', [{ bytes: shot, sha256: heldHash }])).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('an upload refused before its photo is read', () => {
  it('answers a held hash with its 409 at once and closes the connection, keeping nothing', async () => {
    const before = await albumFilesOnDisk(t.dataDir);
    const answer = await sendWithLargePhoto('/api/album/upload', formHead([['token', marie], ['album', 'Bretagne'], ['sha256', heldHash]]));
    expectAnsweredAtOnce(answer, 409, { message: albumMessages.photoAlreadyInAlbum, sha256: heldHash });
    await eventually(() => spooled().length === 0, 'no spooled file left');
    expect(await albumFilesOnDisk(t.dataDir)).toEqual(before);
  });

  it('answers a sixth file with its 413 at once, and removes the five before it, spooled and rendered', async () => {
    const before = await albumFilesOnDisk(t.dataDir);
    const five = await Promise.all(
      Array.from({ length: albumLimits.maxPhotosPerUpload }, (_, n) => makeLandscapeJpeg({ width: 320, height: 240, seed: 10 + n })),
    );
    const parts: Part[] = [['token', marie], ['album', 'Bretagne']];
    for (const bytes of five) parts.push(['sha256', sha256(bytes)], ['images', bytes]);
    parts.push(['sha256', sha256(randomBytes(32))]);
    const answer = await sendWithLargePhoto('/api/album/upload', formHead(parts));
    expectAnsweredAtOnce(answer, 413, { message: albumMessages.tooManyPhotos });
    await eventually(() => spooled().length === 0, 'no spooled file left');
    expect(await albumFilesOnDisk(t.dataDir)).toEqual(before);
  });

  it('answers a member in a closed album with its 403 at once', async () => {
    const answer = await sendWithLargePhoto('/api/album/upload', formHead([['token', marie], ['album', 'Grenier'], ['sha256', heldHash]]));
    expectAnsweredAtOnce(answer, 403, { message: albumMessages.closedToMembers });
  });

  it('answers an unknown album with its 404 at once', async () => {
    const answer = await sendWithLargePhoto('/api/album/upload', formHead([['token', marie], ['album', 'Nulle part'], ['sha256', heldHash]]));
    expectAnsweredAtOnce(answer, 404, { message: albumMessages.albumNotFound });
  });

  it('answers a body declared larger than five videos with its 413 at once', async () => {
    const photoBytes = (albumLimits.maxPhotosPerUpload + 1) * t.config.videos.maxMb * 1024 * 1024;
    const answer = await sendWithLargePhoto('/api/album/upload', formHead([['token', marie], ['album', 'Bretagne'], ['sha256', heldHash]]), photoBytes);
    expectAnsweredAtOnce(answer, 413, { message: albumMessages.fileTooHeavy(t.config.videos.maxMb) }, photoBytes);
  });

  it("answers a member on the admin's upload form with its 403 at once", async () => {
    const answer = await sendWithLargePhoto('/api/admin/uploadImages', formHead([['token', marie], ['folder', 'Bretagne']]));
    expectAnsweredAtOnce(answer, 403, { message: accountMessages.adminOnly });
  });

  it('keeps the connection of an accepted upload open for the next request', async () => {
    const shot = await makeLandscapeJpeg({ width: 320, height: 240, seed: 2 });
    const response = await fetch(`http://127.0.0.1:${port}/api/album/upload`, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('token', marie);
        form.append('album', 'Bretagne');
        form.append('sha256', sha256(shot));
        form.append('images', new Blob([new Uint8Array(shot)], { type: 'image/jpeg' }), 'photo.jpg');
        return form;
      })(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('keep-alive');
  });
});
