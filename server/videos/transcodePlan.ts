import type { ProbedVideo } from './probeVideo.ts';

export interface PlanOptions {
  /** VIDEO_TARGET_HEIGHT: lines on the short side. */
  targetHeight: number;
  /** ffmpeg's threads: kept below the core count, so the feed and the chat keep a core. */
  threads: number;
  /** VIDEO_MAX_MINUTES in seconds: the output stops there, whatever the source's header says. */
  maxSeconds: number;
}

export interface TranscodePlan {
  /** `remux`: the streams are copied as they are; `encode`: H.264 + AAC made anew. */
  mode: 'remux' | 'encode';
  /** The displayed size of the output. */
  width: number;
  height: number;
  /** ffmpeg's arguments, from reading `input` to writing `output`. */
  args(input: string, output: string): string[];
}

/**
 * ffmpeg's threads on a machine with `cores`: one core always left to the server, and at most 8,
 * since every thread reserves its stack and frames within VIDEO_MAX_MEMORY_MB (measured: a 4K
 * H.264 source made 720p takes 377 MB with 8 threads, and fails 1 GB with 15).
 */
export const transcodeThreads = (cores: number) => Math.min(8, Math.max(1, cores - 1));

// H.264 in yuv420p wants even sides; rounding down never upscales.
const even = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

/** The displayed size once the short side is at most `target`, never upscaled, sides even. */
function fitted(width: number, height: number, target: number): { width: number; height: number } {
  const short = Math.min(width, height);
  if (short <= target) return { width: even(width), height: even(height) };
  const long = even(Math.round((Math.max(width, height) * target) / short));
  return width <= height ? { width: even(target), height: long } : { width: long, height: even(target) };
}

/**
 * What the output keeps of the source: its first picture and first sound, and nothing else. No
 * global, stream or chapter metadata survives: a phone writes GPS (`location`), its model and the
 * creation place there. ffmpeg turns the picture by its display matrix itself (autorotate), so the
 * output is upright and carries no rotation either.
 */
const streamsWithoutMetadata = ['-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1', '-map_metadata:s:v', '-1', '-map_metadata:s:a', '-1', '-map_chapters', '-1', '-sn', '-dn'];

// The index before the data: a phone starts playing, and seeks, after the first bytes.
const mp4Out = ['-movflags', '+faststart', '-f', 'mp4'];

/**
 * Immich's policy: a source every browser already plays (H.264 in yuv420p, with AAC or no sound,
 * in MP4, upright, within the target size) is only remuxed; anything else is made anew as H.264
 * yuv420p + AAC in MP4, at most `targetHeight` lines on the short side.
 */
export function planTranscode(probe: ProbedVideo, { targetHeight, threads, maxSeconds }: PlanOptions): TranscodePlan {
  // The decoder's threads too: by default it takes one per core, each with its frames.
  const common = (input: string) => [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-threads', String(threads), '-i', input,
    ...streamsWithoutMetadata, '-t', String(maxSeconds),
  ];
  const playable =
    probe.container === 'mp4' &&
    probe.videoCodec === 'h264' &&
    probe.pixelFormat === 'yuv420p' &&
    (probe.audioCodec === 'aac' || probe.audioCodec === null) &&
    probe.rotation === 0 &&
    Math.min(probe.width, probe.height) <= targetHeight;
  if (playable) {
    return { mode: 'remux', width: probe.width, height: probe.height, args: (input, output) => [...common(input), '-c', 'copy', ...mp4Out, output] };
  }
  const size = fitted(probe.width, probe.height, targetHeight);
  const scaled = size.width !== probe.width || size.height !== probe.height;
  const video = [
    ...(scaled ? ['-vf', `scale=${size.width}:${size.height}`] : []),
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-profile:v', 'high',
  ];
  const audio = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'];
  return {
    mode: 'encode',
    ...size,
    args: (input, output) => [...common(input), ...video, ...audio, '-threads', String(threads), ...mp4Out, output],
  };
}
