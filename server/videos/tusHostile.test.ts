import { readdir, readFile, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { diskMessages } from '../platform/disk/diskMessages.ts';
import { messages } from '../platform/messages.ts';
import { listenOnFreePort } from '../testing/chatClient.ts';
import { logLines } from '../testing/logLines.ts';
import { createTestApp, createTestStorage, createUser, type TestApp } from '../testing/testApp.ts';
import { tusMessages } from './tusMessages.ts';
import { tusDirectory } from './tusUploads.ts';

// Issue 37, findings 3, 4 and 8: the resumable uploads probed as a hostile member (or a broken
// phone app) would.

const MB = 1024 * 1024;
const MIN_FREE_MB = 512;

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const video = (title: string) => `kind ${base64('video')},title ${base64(title)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function create(app: FastifyInstance, token: string, length: number | 'deferred', title = 'Le phare') {
  const size = length === 'deferred' ? { 'upload-defer-length': '1' } : { 'upload-length': String(length) };
  return app.inject({ method: 'POST', url: '/api/upload/', headers: { 'tus-resumable': '1.0.0', 'upload-metadata': video(title), ...size, ...bearer(token) } });
}

function patch(app: FastifyInstance, location: string, token: string, offset: number, bytes: Buffer) {
  const headers = { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...bearer(token) };
  return app.inject({ method: 'PATCH', url: location, headers, payload: bytes });
}

const call = (app: FastifyInstance, method: 'HEAD' | 'DELETE', url: string, token: string) =>
  app.inject({ method, url, headers: { 'tus-resumable': '1.0.0', ...bearer(token) } });

const sizeOf = (path: string) => stat(path).then((info) => info.size);

describe('resumable uploads of a deferred length, and the disk reserve', () => {
  it('refuses with 507 a creation of a deferred length when the disk is already inside MIN_FREE_MB', async () => {
    t = await createTestApp({ minFreeMb: MIN_FREE_MB, freeSpace: async () => (MIN_FREE_MB - 10) * MB });
    const member = (await createUser(t.app)).token!;

    const created = await create(t.app, member, 'deferred');

    expect(created.statusCode).toBe(507);
    expect(created.json()).toEqual({ message: diskMessages.videosRefused });
    expect(await readdir(tusDirectory(t.dataDir))).toEqual([]);
  });

  it('checks the reserve on every PATCH, with or without a declared length, before writing a byte', async () => {
    // Room for 10 MB: a 6 MB piece and its prepared copy would eat into the reserve.
    t = await createTestApp({ minFreeMb: MIN_FREE_MB, freeSpace: async () => (MIN_FREE_MB + 10) * MB });
    const member = (await createUser(t.app)).token!;
    const location = (await create(t.app, member, 'deferred')).headers.location!;

    const refused = await patch(t.app, location, member, 0, Buffer.alloc(6 * MB, 1));

    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ message: diskMessages.videosRefused });
    expect(await sizeOf(`${tusDirectory(t.dataDir)}/${location.split('/').pop()}`)).toBe(0);
    expect((await patch(t.app, location, member, 0, Buffer.alloc(2 * MB, 1))).statusCode).toBe(204);
  });

  it('counts the room the pending uploads already claim: two uploads cannot both promise the same space', async () => {
    // Room for 100 MB: one 40 MB upload and its copy (80 MB) fit, a second one does not.
    t = await createTestApp({ minFreeMb: MIN_FREE_MB, freeSpace: async () => (MIN_FREE_MB + 100) * MB });
    const alice = (await createUser(t.app)).token!;
    const bob = (await createUser(t.app)).token!;

    expect((await create(t.app, alice, 40 * MB)).statusCode).toBe(201);
    const second = await create(t.app, bob, 40 * MB);

    expect(second.statusCode).toBe(507);
    expect(second.json()).toEqual({ message: diskMessages.videosRefused });
    expect((await create(t.app, bob, 5 * MB)).statusCode).toBe(201);
  });
});

describe('pending uploads per member (TUS_MAX_PENDING)', () => {
  it('refuses with a French 429 the creation past TUS_MAX_PENDING, for that member only, until one ends', async () => {
    t = await createTestApp({ tusMaxPending: 2 });
    const alice = (await createUser(t.app)).token!;
    const bob = (await createUser(t.app)).token!;
    const first = (await create(t.app, alice, 1000)).headers.location!;
    expect((await create(t.app, alice, 'deferred')).statusCode).toBe(201);

    const third = await create(t.app, alice, 1000);

    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: tusMessages.tooManyPending(2) });
    expect(tusMessages.tooManyPending(2)).toMatch(/2 envois/);
    expect((await create(t.app, bob, 1000)).statusCode).toBe(201);
    expect((await call(t.app, 'DELETE', first, alice)).statusCode).toBe(204);
    expect((await create(t.app, alice, 1000)).statusCode).toBe(201);
  });

  it('admits at most TUS_MAX_PENDING of many creations sent at once', async () => {
    t = await createTestApp({ tusMaxPending: 5 });
    const member = (await createUser(t.app)).token!;

    const answers = await Promise.all(Array.from({ length: 30 }, () => create(t.app, member, 'deferred')));

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(25);
    expect((await readdir(tusDirectory(t.dataDir))).filter((name) => name.endsWith('.json'))).toHaveLength(5);
  });
});

describe("another member's upload", () => {
  it("cannot be deleted, by its id or its metadata's name, and stays whole for its owner", async () => {
    t = await createTestApp();
    const alice = (await createUser(t.app)).token!;
    const bob = (await createUser(t.app)).token!;
    const location = (await create(t.app, alice, 2000)).headers.location!;
    expect((await patch(t.app, location, alice, 0, Buffer.alloc(700, 3))).statusCode).toBe(204);

    const byId = await call(t.app, 'DELETE', location, bob);
    const byMetadata = await call(t.app, 'DELETE', `${location}.json`, bob);

    expect(byId.statusCode).toBe(403);
    expect(byId.json()).toEqual({ message: tusMessages.notYourUpload });
    expect(byMetadata.statusCode).toBe(404);
    expect(byMetadata.json()).toEqual({ message: tusMessages.uploadNotFound });
    const resumed = await call(t.app, 'HEAD', location, alice);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['upload-offset']).toBe('700');
  });

  it('answers 404, never 500, for an id no upload has, on every method', async () => {
    t = await createTestApp();
    const member = (await createUser(t.app)).token!;
    const own = (await create(t.app, member, 2000)).headers.location!;
    const ids = [`${own.split('/').pop()}.json`, 'f'.repeat(32), '..%2F..%2Flapin.sqlite', 'tus', '%2E%2E'];

    const statuses: number[] = [];
    for (const id of ids) {
      statuses.push((await call(t.app, 'DELETE', `/api/upload/${id}`, member)).statusCode);
      statuses.push((await call(t.app, 'HEAD', `/api/upload/${id}`, member)).statusCode);
      statuses.push((await patch(t.app, `/api/upload/${id}`, member, 0, Buffer.alloc(10))).statusCode);
    }

    expect(statuses).toEqual(ids.flatMap(() => [404, 404, 404]));
    expect((await call(t.app, 'HEAD', own, member)).statusCode).toBe(200);
  });
});

describe('what a resumable upload is told', () => {
  it('says a PATCH went past the declared length, not that the video is too heavy', async () => {
    t = await createTestApp();
    const member = (await createUser(t.app)).token!;
    const location = (await create(t.app, member, 1000)).headers.location!;

    const past = await patch(t.app, location, member, 0, Buffer.alloc(1500, 4));

    expect(past.statusCode).toBe(413);
    expect(past.json()).toEqual({ message: tusMessages.pastDeclaredLength });
  });

  it('answers 431 in French to an Upload-Metadata too large for the server, instead of cutting the connection', async () => {
    t = await createTestApp();
    const member = (await createUser(t.app)).token!;
    const address = await listenOnFreePort(t.app);
    const metadata = `${video('Le phare')},description ${base64('é'.repeat(7000))}`;
    expect(metadata.length).toBeGreaterThan(16 * 1024);

    const answer = await new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      const sending = httpRequest(`${address}/api/upload/`, {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000', 'upload-metadata': metadata, ...bearer(member) },
      });
      sending.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      });
      sending.on('error', reject);
      sending.end();
    });

    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ message: messages.headersTooLarge });
  });

  it('lets a client still sending past the refused headers read the 431, instead of resetting it', async () => {
    t = await createTestApp();
    const address = new URL(await listenOnFreePort(t.app));
    const metadata = `${video('Le phare')},description ${base64('é'.repeat(7000))}`;

    const heard = await new Promise<{ answer: string; error: string | undefined }>((resolve) => {
      let answer = '';
      const socket = connect(Number(address.port), address.hostname, () => {
        // A phone app still sending the rest of its request when the server refuses it.
        socket.write(`POST /api/upload/ HTTP/1.1\r\nHost: lapin\r\nTus-Resumable: 1.0.0\r\nUpload-Metadata: ${metadata}\r\nX-Suite: ${'x'.repeat(256 * 1024)}\r\n\r\n`);
      });
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve({ answer, error: error.code }));
      socket.on('close', () => resolve({ answer, error: undefined }));
    });

    expect(heard.error).toBeUndefined();
    expect(heard.answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(heard.answer).toContain(JSON.stringify({ message: messages.headersTooLarge }));
  });
});

describe('the access log of resumable uploads', () => {
  it('never writes an upload id: it is what lets a member resume, or end, an upload', async () => {
    const storage = await createTestStorage('lapin-tus-log-');
    const log = logLines();
    const app = await buildApp(storage.config({ logger: true, logLevel: 'info' }), { logStream: log.stream });
    t = { app, config: app.config, dataDir: storage.dataDir, close: async () => (await app.close(), await storage.remove()) };
    const member = (await createUser(app)).token!;
    const location = (await create(app, member, 2000)).headers.location!;
    const id = location.split('/').pop()!;
    await call(app, 'HEAD', location, member);
    await patch(app, location, member, 0, Buffer.alloc(100));
    await call(app, 'DELETE', location, member);

    const urls = log.lines.map((line) => JSON.parse(line) as { msg: string; url?: string }).filter((line) => line.msg === 'request completed' && line.url?.startsWith('/api/upload'));
    expect(urls.map((line) => line.url)).toEqual(['/api/upload/', '/api/upload/[masqué]', '/api/upload/[masqué]', '/api/upload/[masqué]']);
    expect(log.lines.join('\n')).not.toContain(id);
    expect(await readFile(`${tusDirectory(storage.dataDir)}/${id}.json`).catch(() => 'removed')).toBe('removed');
  });
});
