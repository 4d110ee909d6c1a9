import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { makeSlowClip, makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { settledVideo, uploadVideoOk } from '../testing/videoRequests.ts';
import { videoMessages } from './videoMessages.ts';

let clips: VideoClips;
let slowClip: string;
let t: TestApp;
let url: string;
let token: string;
let watcher: LiveClient;

beforeAll(async () => {
  clips = await makeVideoClips();
  slowClip = await makeSlowClip(clips.directory, 4);
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
  token = (await createUser(t.app)).token!;
  // Another relative, watching the list.
  watcher = liveClient(url, { token: (await createUser(t.app)).token! });
  await liveConnected(watcher);
});
afterAll(async () => {
  watcher.close();
  await t.close();
  await clips.remove();
});

/** Polls the video's files every 20 ms until `check` holds of them. */
async function filesUntil(id: string, check: (names: string[]) => boolean, what: string): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const names = (await readdir(join(t.dataDir, 'media', 'videos'))).filter((name) => name.startsWith(id));
    if (check(names)) return names;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the live connection and Lapintube', () => {
  it('stops the transcode of a video deleted while it is prepared, and keeps none of its files', async () => {
    const { id } = await uploadVideoOk(t.app, token, slowClip);
    await filesUntil(id, (names) => names.includes(`${id}.mp4.part`), 'ffmpeg at work');
    const deleted = await postJson(t.app, '/api/video/delete', { token, id });
    expect(deleted.body).toBe('done');
    await filesUntil(id, (names) => names.length === 0, 'no file left');
    await eventually(() => t.app.videoJobs.busy() === 0, 'the job to end');
    expect(await filesUntil(id, () => true, 'a last look')).toEqual([]);
    expect(watcher.of('videoready')).not.toContainEqual({ id });
  });

  it('tells every member how far a video is, then that it is ready', async () => {
    const { id } = await uploadVideoOk(t.app, token, slowClip);
    await settledVideo(t.app, token, id);
    await eventually(() => watcher.of('videoready').some((event) => (event as { id: string }).id === id), 'videoready');
    expect(watcher.of('videoready')).toContainEqual({ id });
    const progress = (watcher.of('videoprogress') as { id: string; progress: number }[]).filter((event) => event.id === id);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((event) => event.progress > 0 && event.progress < 100)).toBe(true);
    const percents = progress.map((event) => event.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('tells every member, in French, that a video could not be prepared', async () => {
    const { id } = await uploadVideoOk(t.app, token, clips.truncatedMov);
    await settledVideo(t.app, token, id);
    await eventually(() => watcher.of('videofailed').some((event) => (event as { id: string }).id === id), 'videofailed');
    expect(watcher.of('videofailed')).toContainEqual({ id, message: videoMessages.unreadable });
  });
});
