import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { NotAVideoError, probeVideo } from './probeVideo.ts';

const { ffprobePath } = loadConfig({}).videos;
let clips: VideoClips;

beforeAll(async () => {
  clips = await makeVideoClips();
});
afterAll(() => clips.remove());

describe('probeVideo', () => {
  it('reads an H.264 MP4 with its sound, duration and size', async () => {
    const probed = await probeVideo(ffprobePath, clips.h264Mp4);
    expect(probed).toMatchObject({ container: 'mp4', videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p', rotation: 0, width: 320, height: 240 });
    expect(probed.duration).toBeCloseTo(1, 1);
  });

  it('gives the size of a turned HEVC MOV as displayed', async () => {
    const probed = await probeVideo(ffprobePath, clips.hevcRotatedMov);
    expect(probed).toMatchObject({ container: 'mov', videoCodec: 'hevc', codedWidth: 320, codedHeight: 240, width: 240, height: 320 });
    expect(probed.rotation % 180).toBe(90);
  });

  it('reads a VP9 WebM', async () => {
    expect(await probeVideo(ffprobePath, clips.vp9Webm)).toMatchObject({ container: 'webm', videoCodec: 'vp9', audioCodec: 'opus' });
  });

  it('judges by the bytes: a photo named .mp4 is not a video', async () => {
    await expect(probeVideo(ffprobePath, clips.jpegAsMp4)).rejects.toBeInstanceOf(NotAVideoError);
  });
});
