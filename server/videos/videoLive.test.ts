import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { createTestApp, createUser, type TestApp } from '../testing/testApp.ts';
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

describe('the live connection and Lapintube', () => {
  it('tells every member how far a video is, then that it is ready', async () => {
    const { id } = await uploadVideoOk(t.app, token, slowClip);
    await settledVideo(t.app, token, id);
    await eventually(() => watcher.of('videoready').some((event) => (event as { id: string }).id === id), 'videoready');
    expect(watcher.of('videoready')).toContainEqual({ id });
    const progress = watcher.of('videoprogress') as { id: string; progress: number }[];
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((event) => event.id === id && event.progress > 0 && event.progress < 100)).toBe(true);
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
