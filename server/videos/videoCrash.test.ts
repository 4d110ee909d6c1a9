import { readFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../shared/videoTypes.ts';
import { makeDataDir, processAdmin, startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';
import { makeSlowClip, makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { readyFileNames } from './videoFiles.ts';

// The real server in a child process, as `npm start` runs it: a transcode killed with kill -9
// mid-way is taken up again at the next start and finishes.

let clips: VideoClips;
let slowClip: string;
const servers: ServerProcess[] = [];
let dataDir: string;

beforeAll(async () => {
  clips = await makeVideoClips();
  slowClip = await makeSlowClip(clips.directory);
  dataDir = await makeDataDir();
});
afterEach(() => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
});
afterAll(async () => {
  await clips.remove();
  await rm(dataDir, { recursive: true, force: true });
});

async function post<T>(server: ServerProcess, path: string, body: object): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Polls `check` every 50 ms until it returns a value. */
async function until<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether `pid` exists and is not a zombie (Linux). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The pids of `pid`'s children (Linux). */
async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`);
  const lists = await Promise.all(tasks.map((task) => readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')));
  return lists.join(' ').split(/\s+/).filter(Boolean).map(Number);
}

describe('a transcode killed with kill -9', () => {
  it('is taken up again at the next start, its temp files removed, and ends ready', async () => {
    const first = await startServerProcess(dataDir);
    servers.push(first);
    const { userToken: token } = await post<{ userToken: string }>(first, '/api/user/login', {
      email: encodeURIComponent(processAdmin.email),
      password: processAdmin.password,
    });
    const form = new FormData();
    form.append('token', token);
    form.append('title', 'Le grand saut');
    form.append('description', '');
    form.append('video', new Blob([await readFile(slowClip)]), 'saut.mkv');
    const uploaded = await fetch(`${first.url}/api/video/upload`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    const { video } = (await uploaded.json()) as { video: Video };

    // Mid-way: ffmpeg is writing the temp file, and its pid is noted. The server dies; its ffmpeg
    // lives on, held still here so it cannot finish before the next start looks at it.
    const root = join(dataDir, 'media', 'videos');
    const midWay = [`${video.id}.ffmpeg.json`, `${video.id}.mp4.part`, `${video.id}.source`];
    await until(async () => {
      const names = await readdir(root);
      return midWay.every((name) => names.includes(name)) ? true : undefined;
    }, 'ffmpeg at work');
    const [ffmpeg] = await childrenOf(first.child.pid!);
    expect(ffmpeg).toBeDefined();
    first.child.kill('SIGKILL');
    process.kill(ffmpeg!, 'SIGSTOP');
    await first.exited;
    expect(isRunning(ffmpeg!)).toBe(true);
    expect((await readdir(root)).sort()).toEqual(midWay);

    const second = await startServerProcess(dataDir);
    servers.push(second);
    const ready = await until(async () => {
      const { video: now } = await post<{ video: Video }>(second, '/api/video/get', { token, id: video.id });
      return now.status === 'processing' ? undefined : now;
    }, 'the video to be ready');
    expect(ready).toMatchObject({ status: 'ready', progress: 100, width: 640, height: 360 });
    // The dead attempt's ffmpeg was stopped, not left to write beside the new one.
    expect(isRunning(ffmpeg!)).toBe(false);
    expect((await readdir(root)).sort()).toEqual(readyFileNames(video.id).sort());
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([]);
  }, 120_000);
});
