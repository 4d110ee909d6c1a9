import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphans } from '../photos/orphanSweep.ts';
import { createTestApp, createUser, type TestApp } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { settledVideo, uploadVideoOk } from '../testing/videoRequests.ts';
import { readyFileNames, videoFileNames, workFileNames } from './videoFiles.ts';

let clips: VideoClips;
let t: TestApp;

beforeAll(async () => {
  clips = await makeVideoClips();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await clips.remove();
});

describe('the orphan sweep and Lapintube', () => {
  it("keeps a ready video's files and a waiting job's upload, and removes what no row names", async () => {
    const token = (await createUser(t.app)).token!;
    const ready = await uploadVideoOk(t.app, token, clips.h264Mp4);
    await settledVideo(t.app, token, ready.id);
    // A job that has not started yet keeps its upload.
    await t.app.videoJobs.stop();
    const waiting = await uploadVideoOk(t.app, token, clips.vp9Webm);

    const root = join(t.dataDir, 'media', 'videos');
    const stray = 'deadbeef-0000-4000-8000-000000000000';
    const leftovers = [...readyFileNames(stray), ...workFileNames(stray), videoFileNames(stray).source, ...workFileNames(waiting.id)];
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    for (const name of leftovers) {
      await writeFile(join(root, name), 'x');
      await utimes(join(root, name), old, old);
    }

    const result = await sweepOrphans({ db: t.app.db, mediaRoot: join(t.dataDir, 'media'), graceMs: 60_000 });
    expect(result.files).toBe(leftovers.length);
    expect((await readdir(root)).sort()).toEqual([...readyFileNames(ready.id), videoFileNames(waiting.id).source].sort());
  });

  it('keeps the temp files of a job whose lease is live: another node is writing them', async () => {
    await t.app.videoJobs.stop();
    const token = (await createUser(t.app)).token!;
    const waiting = await uploadVideoOk(t.app, token, clips.vp9Webm);
    await t.app.db.updateTable('videos').set({ lease_node: 'other-node', lease_until: Date.now() + 60_000 }).where('id', '=', waiting.id).execute();
    const root = join(t.dataDir, 'media', 'videos');
    for (const name of workFileNames(waiting.id)) await writeFile(join(root, name), 'x');

    await sweepOrphans({ db: t.app.db, mediaRoot: join(t.dataDir, 'media'), graceMs: 0 });
    expect(await readdir(root)).toEqual(expect.arrayContaining([...workFileNames(waiting.id), videoFileNames(waiting.id).source]));
  });
});
