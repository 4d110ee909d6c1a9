import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { makePoster } from './posterFrame.ts';
import { probeVideo } from './probeVideo.ts';
import { ChildLimitError } from './limitedChild.ts';
import { runFfmpeg, TranscodeFailedError, writeThroughTemp } from './runTranscode.ts';
import { planTranscode } from './transcodePlan.ts';

const { ffmpegPath, ffprobePath, maxMemoryMb } = loadConfig({}).videos;
const limits = { memoryMb: maxMemoryMb, timeoutMs: 60_000 };
let clips: VideoClips;
let out: string;

beforeAll(async () => {
  clips = await makeVideoClips();
  out = await mkdtemp(join(tmpdir(), 'lapin-transcode-'));
});
afterAll(async () => {
  await clips.remove();
  await rm(out, { recursive: true, force: true });
});

async function transcode(source: string, name: string) {
  const probe = await probeVideo(ffprobePath, source);
  const plan = planTranscode(probe, { targetHeight: 720, threads: 1, maxSeconds: 1800 });
  const output = join(out, `${name}.mp4`);
  const progress: number[] = [];
  await writeThroughTemp(`${output}.part`, output, (temp) =>
    runFfmpeg({ ffmpegPath, args: plan.args(source, temp), limits, duration: probe.duration, onProgress: (percent) => progress.push(percent) }),
  );
  return { plan, output, progress };
}

/** Every tag, side data and chapter ffprobe finds, as text. */
async function allTags(path: string): Promise<string> {
  const { stdout } = await promisify(execFile)(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-show_chapters', path]);
  const probed = JSON.parse(stdout) as { format: { tags?: object }; streams: { tags?: object; side_data_list?: object }[]; chapters: object[] };
  return JSON.stringify([probed.format.tags, probed.streams.map((stream) => [stream.tags, stream.side_data_list]), probed.chapters]);
}

describe('transcoding', () => {
  it('makes an upright H.264 + AAC MP4 of a turned HEVC MOV, with no location nor creation time left', async () => {
    const { plan, output, progress } = await transcode(clips.hevcRotatedMov, 'hevc');
    expect(plan.mode).toBe('encode');
    expect(await allTags(clips.hevcRotatedMov)).toMatch(/"location".*creation_time.*Display Matrix/);
    const probed = await probeVideo(ffprobePath, output);
    expect(probed).toMatchObject({ container: 'mp4', videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p', rotation: 0, width: 240, height: 320 });
    const tags = await allTags(output);
    expect(tags).not.toMatch(/location|creation_time|rotate|Display Matrix|2024-05-01|48\.8566/);
    expect(progress.at(-1)).toBeGreaterThanOrEqual(90);
    await expect(stat(`${output}.part`)).rejects.toThrow();
  });

  it('only remuxes an H.264 MP4 already fit to play', async () => {
    const { plan, output } = await transcode(clips.h264Mp4, 'h264');
    expect(plan.mode).toBe('remux');
    expect(await probeVideo(ffprobePath, output)).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 320, height: 240 });
    expect(await allTags(output)).not.toMatch(/creation_time/);
  });

  it('makes a VP9 WebM into H.264 + AAC', async () => {
    const { output } = await transcode(clips.vp9Webm, 'vp9');
    expect(await probeVideo(ffprobePath, output)).toMatchObject({ container: 'mp4', videoCodec: 'h264', audioCodec: 'aac' });
  });

  it('fails on a truncated source and leaves no temp file', async () => {
    await expect(transcode(clips.truncatedMov, 'truncated')).rejects.toBeInstanceOf(TranscodeFailedError);
    await expect(stat(join(out, 'truncated.mp4.part'))).rejects.toThrow();
    await expect(stat(join(out, 'truncated.mp4'))).rejects.toThrow();
  });

  it('makes a poster and a thumbnail, upright, at the photo renditions sizes at most', async () => {
    const { output } = await transcode(clips.hevcRotatedMov, 'poster');
    const { screen, thumb } = await makePoster(ffmpegPath, output, 1, join(out, 'frame.jpg'));
    expect(await sharp(screen).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 320 });
    const thumbInfo = await sharp(thumb).metadata();
    expect(Math.max(thumbInfo.width, thumbInfo.height)).toBeLessThanOrEqual(400);
    await expect(stat(join(out, 'frame.jpg'))).rejects.toThrow();
  });

  it('kills an ffmpeg that runs past its time limit, and tells it apart from a broken file', async () => {
    const started = Date.now();
    const endless = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=5', '-f', 'null', '-'];
    const run = runFfmpeg({ ffmpegPath, args: endless, limits: { memoryMb: maxMemoryMb, timeoutMs: 500 } });
    await expect(run).rejects.toBeInstanceOf(ChildLimitError);
    await expect(run).rejects.toMatchObject({ limit: 'time' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
