import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../shared/videoTypes.ts';
import { loadConfig } from '../platform/config.ts';
import { watchChildMemory } from '../testing/childMemory.ts';
import { makeHostileVideos, type HostileVideos } from '../testing/hostileVideos.ts';
import { createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { settledVideo, uploadVideo, uploadVideoOk } from '../testing/videoRequests.ts';
import { videoMessages } from './videoMessages.ts';

// Issue 37: files a hostile member (or a broken phone app) sends, through the real ffprobe and
// ffmpeg, on SQLite and (server-pg) PostgreSQL. Default limits: VIDEO_MAX_MEMORY_MB 1024, one
// transcode and one upload probe at a time; VIDEO_MAX_MINUTES 1 so that a lie about it is cheap.

let hostile: HostileVideos;
let clips: VideoClips;
let t: TestApp;
let marie: string;
let paul: string;
const settings = loadConfig({}).videos;
const ceilingMb = settings.maxMemoryMb;

const listed = async (): Promise<Video[]> => (await postJson(t.app, '/api/video/list', { token: marie })).json<{ videos: Video[] }>().videos;

beforeAll(async () => {
  [hostile, clips] = await Promise.all([makeHostileVideos(), makeVideoClips()]);
  t = await createTestApp({ videos: { ...settings, maxMinutes: 1 } });
  marie = (await createUser(t.app, { firstName: 'Marie' })).token!;
  paul = (await createUser(t.app, { firstName: 'Paul' })).token!;
}, 60_000);
afterAll(async () => {
  await t.close();
  await Promise.all([hostile.remove(), clips.remove()]);
});

describe('hostile videos', () => {
  it('keeps ffprobe and ffmpeg under VIDEO_MAX_MEMORY_MB on a 5 KB MP4 declaring 60 million samples', async () => {
    const watch = watchChildMemory(t.dataDir);
    const response = await uploadVideo(t.app, marie, hostile.sampleTableBomb);
    if (response.statusCode === 200) await settledVideo(t.app, marie, response.json<{ video: Video }>().video.id);
    else expect(response.json<{ message: string }>().message).toMatch(/vidéo/i);
    const seen = watch.stop();
    if (process.env.LAPIN_PRINT_FIGURES) console.info('one bomb', response.statusCode, response.body.slice(0, 200), seen);
    // Unbounded, ffprobe alone took 1.4 GB of it.
    expect(seen.peakChildrenMb).toBeLessThan(ceilingMb);
  });

  it('takes ten such files at once one probe at a time, within VIDEO_MAX_MEMORY_MB × (concurrency + 1) for the server and its children', async () => {
    const watch = watchChildMemory(t.dataDir);
    const responses = await Promise.all(Array.from({ length: 10 }, () => uploadVideo(t.app, marie, hostile.sampleTableBomb)));
    const accepted: string[] = [];
    for (const response of responses) {
      if (response.statusCode === 200) accepted.push(response.json<{ video: Video }>().video.id);
      else if (response.statusCode === 503) {
        expect(response.json()).toEqual({ message: videoMessages.probesBusy });
        expect(response.headers['retry-after']).toBe('5');
      } else if (response.statusCode !== 200) {
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }
    }
    for (const id of accepted) await settledVideo(t.app, marie, id);
    const seen = watch.stop();
    if (process.env.LAPIN_PRINT_FIGURES) console.info('ten at once', responses.map((r) => r.statusCode), seen);
    // One upload probe, and one job's ffprobe or ffmpeg beside it (prlimit counts as its tool: it execs it).
    expect(seen.mostAtOnce).toBeLessThanOrEqual(2 * settings.concurrency);
    expect(seen.peakWithServerMb).toBeLessThan(ceilingMb * (settings.concurrency + 1));
  }, 120_000);

  it('refuses a 16000×16000 picture with 413 in French before any transcode', async () => {
    const before = await listed();
    const response = await uploadVideo(t.app, marie, hostile.hugePicture);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: videoMessages.tooManyPixels(settings.maxPixels) });
    expect(videoMessages.tooManyPixels(settings.maxPixels)).toContain('9,1 millions de pixels');
    expect(await listed()).toHaveLength(before.length);
  });

  it('stops a video longer than its header says, past VIDEO_MAX_MINUTES, and another member’s clip is not kept waiting behind it', async () => {
    const lying = await uploadVideoOk(t.app, marie, hostile.lyingDuration);
    expect(lying.duration).toBe(5);
    const clip = await uploadVideoOk(t.app, paul, clips.h264Mp4);
    const started = Date.now();
    const ended = await settledVideo(t.app, marie, lying.id, 60_000);
    expect(ended).toMatchObject({ status: 'failed', message: videoMessages.longerThanDeclared });
    expect(ended.url).toBeUndefined();
    expect(await settledVideo(t.app, paul, clip.id, 30_000)).toMatchObject({ status: 'ready' });
    // The lie is found within seconds of output, not after the three minutes it holds.
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 90_000);

  it('gives a video cut short the duration its data holds, not its header’s', async () => {
    const received = await uploadVideoOk(t.app, marie, hostile.halfCut);
    expect(received.duration).toBeCloseTo(4, 0);
    const ready = await settledVideo(t.app, marie, received.id);
    expect(ready.status).toBe('ready');
    expect(ready.duration).toBeGreaterThan(0.5);
    expect(ready.duration).toBeLessThan(3);
  });
});
