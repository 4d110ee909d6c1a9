import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookStatus } from '../../shared/bookTypes.ts';
import { bookPath } from '../../shared/bookTypes.ts';
import { product } from '../../shared/product.ts';
import { makeDataDir, processAdmin, startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { dateOfDay, localDate, serverZone } from '../trips/tripCalendar.ts';

// The real server in a child process, as `npm start` runs it: a book being made when the server
// is killed with kill -9 is taken up again at the next start and finishes.

const servers: ServerProcess[] = [];
let dataDir: string;

beforeAll(async () => {
  dataDir = await makeDataDir();
});
afterEach(() => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function post<T>(server: ServerProcess, path: string, body: object): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function until<T>(check: () => Promise<T | undefined>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a book being made when the server is killed with kill -9', () => {
  it('is made again at the next start, and its work files do not stay', async () => {
    const first = await startServerProcess(dataDir);
    servers.push(first);
    const login = { email: encodeURIComponent(processAdmin.email), password: processAdmin.password };
    const { userToken: token } = await post<{ userToken: string }>(first, '/api/user/login', login);
    const today = localDate(Date.now(), serverZone());
    const trip = await post<{ id: string }>(first, '/api/admin/trip', { token, title: 'Week-end', start: dateOfDay(today, 0), end: dateOfDay(today, 2) });
    await post(first, '/api/admin/createAlbum', { token, folderName: 'Week-end' });
    // Enough photos for the book to take a few seconds: time to kill the server in the middle.
    for (let batch = 0; batch < 6; batch += 1) {
      const form = new FormData();
      form.append('token', token);
      form.append('folder', 'Week-end');
      for (let i = batch * 5; i < batch * 5 + 5; i += 1) {
        const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 8 * i, g: 120, b: 200 - 5 * i } } }).jpeg().toBuffer();
        form.append('images', new Blob([new Uint8Array(bytes)]), `photo-${i}.jpg`);
      }
      const uploaded = await fetch(`${first.url}/api/admin/uploadImages`, { method: 'POST', body: form });
      expect(uploaded.status).toBe(200);
    }

    const { id } = await post<{ id: string }>(first, '/api/book/create', { token, trip: trip.id, format: 'A5' });
    const status = (server: ServerProcess) => post<BookStatus>(server, '/api/book/status', { token, id });
    await until(async () => ((await status(first)).progress > 0 ? true : undefined), 'the book under way', 120_000);
    first.child.kill('SIGKILL');
    await first.exited;
    expect((await readdir(join(dataDir, 'media', 'books', '.work'))).length).toBeGreaterThan(0);

    const second = await startServerProcess(dataDir);
    servers.push(second);
    const ready = await until(async () => {
      const now = await status(second);
      expect(now.state).not.toBe('failed');
      return now.state === 'ready' ? now : undefined;
    }, 'the book made after the restart', 240_000);
    expect(ready.pages).toBeGreaterThan(5);
    const pdf = await fetch(`${second.url}${bookPath(id)}`, { headers: { cookie: `${product.sessionCookie}=${token}` } });
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(bytes.length).toBe(ready.bytes);
    expect(new TextDecoder().decode(bytes.slice(-6))).toContain('%%EOF');
    expect(await readdir(join(dataDir, 'media', 'books', '.work'))).toEqual([]);
  }, 480_000);
});
