import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { adminToken, createTestStorage, type TestStorage } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { settledVideo, uploadVideoOk } from '../testing/videoRequests.ts';
import { videosRepository } from './videosRepository.ts';

let clips: VideoClips;
let storage: TestStorage;

beforeAll(async () => {
  clips = await makeVideoClips();
  storage = await createTestStorage('lapin-leases-');
});
afterAll(async () => {
  await storage.remove();
  await clips.remove();
});

describe('the transcode queue across nodes', () => {
  it("leaves a job another node holds, and takes it up once that node's lease has run out", async () => {
    const first = await buildApp(storage.config());
    let id: string;
    try {
      // This node takes no job: the video waits, as if another node had it.
      await first.videoJobs.stop();
      id = (await uploadVideoOk(first, await adminToken(first), clips.hevcRotatedMov)).id;
      const videos = videosRepository(first.db);
      const now = Date.now();
      expect(await videos.claimNext('dead-node', now, 60_000)).toMatchObject({ id, attempts: 1 });
      // Held: nobody else gets it while the lease runs.
      expect(await videos.claimNext('other-node', now + 1000, 60_000)).toBeUndefined();
      // The holder dies without a word; its lease runs out.
      expect(await videos.claimNext('other-node', now + 61_000, 60_000)).toMatchObject({ id, attempts: 2 });
      await first.db.updateTable('videos').set({ lease_node: 'dead-node', lease_until: Date.now() - 1 }).where('id', '=', id).execute();
    } finally {
      await first.close();
    }

    const second = await buildApp(storage.config());
    try {
      const video = await settledVideo(second, await adminToken(second), id);
      expect(video).toMatchObject({ status: 'ready', width: 240, height: 320 });
    } finally {
      await second.close();
    }
  });
});
