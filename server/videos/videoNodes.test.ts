import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { testsRunOnPostgres } from '../testing/testDatabase.ts';
import { adminToken, createTestStorage, createUser, type TestStorage } from '../testing/testApp.ts';
import { makeSlowClip, makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { settledVideo, uploadVideoOk } from '../testing/videoRequests.ts';

// Two nodes on one PostgreSQL database and one DATA_DIR: the node that transcodes is not the one
// a relative watching the list is connected to.

const onPostgres = testsRunOnPostgres();
let clips: VideoClips;
let slowClip: string;
let storage: TestStorage;
let nodes: FastifyInstance[] = [];
let watcher: LiveClient | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  clips = await makeVideoClips();
  slowClip = await makeSlowClip(clips.directory, 3);
  storage = await createTestStorage('lapin-video-nodes-');
  nodes = [await buildApp(storage.config()), await buildApp(storage.config())];
}, 60_000);
afterAll(async () => {
  watcher?.close();
  for (const node of nodes) await node.close();
  if (onPostgres) {
    await storage.remove();
    await clips.remove();
  }
});

describe.runIf(onPostgres)('Lapintube on two nodes', () => {
  it("tells a relative connected to the other node how far the video is, then that it is ready", async () => {
    const [transcoding, watching] = nodes as [FastifyInstance, FastifyInstance];
    // Only the first node takes jobs.
    await watching.videoJobs.stop();
    const url = await listenOnFreePort(watching);
    watcher = liveClient(url, { token: (await createUser(watching)).token! });
    await liveConnected(watcher);

    const { id } = await uploadVideoOk(transcoding, await adminToken(transcoding), slowClip);
    expect(await settledVideo(transcoding, await adminToken(transcoding), id)).toMatchObject({ status: 'ready' });
    await eventually(() => watcher!.of('videoready').length > 0, 'videoready on the other node', 10_000);
    expect(watcher.of('videoready')).toEqual([{ id }]);
    expect(watcher.of('videoprogress').length).toBeGreaterThan(0);
  });
});
