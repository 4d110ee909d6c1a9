import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDataDir, processAdmin, startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';

// The server's stdout is its log. When whoever reads it stalls (a busy journald, a full pipe,
// `npm start | less`), the server must go on answering: its log lines wait in a bounded buffer
// (platform/logDestination.ts), and nothing it does waits for the reader.

let server: ServerProcess | undefined;
afterEach(async () => {
  if (server === undefined) return;
  server.child.kill('SIGKILL');
  await server.exited;
  await rm(server.dataDir, { recursive: true, force: true });
  server = undefined;
});

const POLLS = 3000;

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('a server whose stdout nobody reads', () => {
  it('keeps answering, and its log lines reach the reader once it reads again', { timeout: 120_000 }, async () => {
    server = await startServerProcess(await makeDataDir(), { LOG_LEVEL: 'info' }, { stallStdout: true });
    const login = await post(`${server.url}/api/user/login`, { email: encodeURIComponent(processAdmin.email), password: processAdmin.password });
    const { userToken: token } = (await login.json()) as { userToken: string };

    // 3,000 access lines of about 250 bytes: ten times what the pipe holds. A log that wrote
    // synchronously would stop the server at the first full pipe, and these polls would hang.
    const codes = new Map<number, number>();
    let sent = 0;
    const worker = async () => {
      while (sent < POLLS) {
        sent += 1;
        const response = await post(`${server!.url}/api/article/load`, { token });
        await response.arrayBuffer();
        codes.set(response.status, (codes.get(response.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    expect(Object.fromEntries(codes)).toEqual({ 200: POLLS });

    server.readStdout();
    const feedLines = () => server!.output.filter((line) => line.includes('"url":"/api/article/load"') && line.includes('"msg":"request completed"'));
    await vi.waitFor(() => expect(feedLines()).toHaveLength(POLLS), { timeout: 30_000, interval: 100 });

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('stops on SIGTERM while its stdout is still not read', { timeout: 60_000 }, async () => {
    server = await startServerProcess(await makeDataDir(), { LOG_LEVEL: 'info' }, { stallStdout: true });
    const login = await post(`${server.url}/api/user/login`, { email: encodeURIComponent(processAdmin.email), password: processAdmin.password });
    const { userToken: token } = (await login.json()) as { userToken: string };
    for (let n = 0; n < 1000; n++) await (await post(`${server.url}/api/article/load`, { token })).arrayBuffer();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
