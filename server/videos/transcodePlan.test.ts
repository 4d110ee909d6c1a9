import { describe, expect, it } from 'vitest';
import type { ProbedVideo } from './probeVideo.ts';
import { planTranscode, transcodeThreads } from './transcodePlan.ts';
import { noCapture } from '../places/itemCapture.ts';

const phoneH264: ProbedVideo = {
  container: 'mp4', videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p', duration: 40,
  codedWidth: 1280, codedHeight: 720, rotation: 0, width: 1280, height: 720, largestPicture: 1280 * 720,
  capture: noCapture,
};
const options = { targetHeight: 720, threads: 1, maxSeconds: 1800 };
const argsOf = (probe: ProbedVideo) => planTranscode(probe, options).args('in', 'out');

describe('planTranscode', () => {
  it('only remuxes an upright H.264 + AAC MP4 within the target size', () => {
    const plan = planTranscode(phoneH264, options);
    expect(plan.mode).toBe('remux');
    expect(plan.args('in', 'out')).toEqual(expect.arrayContaining(['-c', 'copy']));
    expect(planTranscode({ ...phoneH264, audioCodec: null }, options).mode).toBe('remux');
  });

  it('makes anew what a browser may not play, is turned, or is too large', () => {
    for (const probe of [
      { ...phoneH264, container: 'mov' as const },
      { ...phoneH264, videoCodec: 'hevc' as const },
      { ...phoneH264, audioCodec: 'opus' },
      { ...phoneH264, pixelFormat: 'yuv422p' },
      { ...phoneH264, rotation: 90, width: 720, height: 1280 },
      { ...phoneH264, codedWidth: 1920, codedHeight: 1080, width: 1920, height: 1080 },
    ]) {
      const args = argsOf(probe);
      expect(args).toEqual(expect.arrayContaining(['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac']));
    }
  });

  it('brings the short side down to the target, portrait or landscape, and never upscales', () => {
    const landscape = planTranscode({ ...phoneH264, videoCodec: 'hevc', width: 1920, height: 1080 }, options);
    expect([landscape.width, landscape.height]).toEqual([1280, 720]);
    expect(landscape.args('in', 'out')).toEqual(expect.arrayContaining(['-vf', 'scale=1280:720']));
    const portrait = planTranscode({ ...phoneH264, videoCodec: 'hevc', rotation: 90, width: 2160, height: 3840 }, options);
    expect([portrait.width, portrait.height]).toEqual([720, 1280]);
    const small = planTranscode({ ...phoneH264, videoCodec: 'vp9', width: 320, height: 240 }, options);
    expect([small.width, small.height]).toEqual([320, 240]);
    expect(small.args('in', 'out')).not.toContain('-vf');
    const odd = planTranscode({ ...phoneH264, videoCodec: 'vp9', width: 321, height: 241 }, options);
    expect([odd.width, odd.height]).toEqual([320, 240]);
  });

  it('drops every metadata tag and chapter, puts the index first, and reports progress on stdout', () => {
    for (const probe of [phoneH264, { ...phoneH264, videoCodec: 'hevc' as const }]) {
      const args = argsOf(probe).join(' ');
      expect(args).toContain('-map_metadata -1 -map_metadata:s:v -1 -map_metadata:s:a -1 -map_chapters -1');
      expect(args).toContain('-movflags +faststart');
      expect(args).toContain('-progress pipe:1');
      expect(args.endsWith('-f mp4 out')).toBe(true);
    }
  });

  it('leaves the server a core: ffmpeg threads stay below the core count', () => {
    expect(transcodeThreads(1)).toBe(1);
    expect(transcodeThreads(2)).toBe(1);
    expect(transcodeThreads(8)).toBe(7);
    expect(argsOf({ ...phoneH264, videoCodec: 'hevc' }).join(' ')).toContain('-threads 1');
  });

  it('keeps threads within the memory ceiling: at most 8, for the decoder as for the encoder', () => {
    expect(transcodeThreads(32)).toBe(8);
    const args = planTranscode({ ...phoneH264, videoCodec: 'hevc' }, { ...options, threads: 8 }).args('in', 'out').join(' ');
    expect(args).toContain('-threads 8 -i in');
    expect(args).toMatch(/-threads 8 -movflags/);
  });

  it('stops the output at VIDEO_MAX_MINUTES whatever the source declares, remuxed or made anew', () => {
    for (const probe of [phoneH264, { ...phoneH264, videoCodec: 'hevc' as const }]) {
      expect(planTranscode({ ...probe, duration: 5 }, { ...options, maxSeconds: 60 }).args('in', 'out').join(' ')).toContain('-t 60');
    }
  });
});
