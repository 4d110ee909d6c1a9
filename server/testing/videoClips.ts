import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../platform/config.ts';

const run = promisify(execFile);

/** The clips of the tests, each a second long and at most 320×240, made by the bundled ffmpeg. */
export interface VideoClips {
  directory: string;
  /** H.264 + AAC in MP4, index first: the remux path. */
  h264Mp4: string;
  /** HEVC + AAC in MOV, turned 90° by its display matrix, with a `location` and a creation time. */
  hevcRotatedMov: string;
  /** VP9 + Opus in WebM. */
  vp9Webm: string;
  /** The HEVC MOV with its index first, cut at 40 %: ffprobe reads it, ffmpeg cannot finish it. */
  truncatedMov: string;
  /** A JPEG photo renamed `.mp4`. */
  jpegAsMp4: string;
  remove(): Promise<void>;
}

export const clipLocation = '+48.8566+002.3522/';
export const clipCreationTime = '2024-05-01T10:00:00Z';

const source = (seconds: number) => [
  '-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`,
  '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
];
// One thread and the fastest presets: the machine is shared.
const quiet = ['-hide_banner', '-loglevel', 'error', '-y', '-threads', '1'];

/** Makes the clips in a new temporary folder; call once per test file. `seconds` lengthens them. */
export async function makeVideoClips(seconds = 1): Promise<VideoClips> {
  const { ffmpegPath } = loadConfig({}).videos;
  const directory = await mkdtemp(join(tmpdir(), 'lapin-clips-'));
  const at = (name: string) => join(directory, name);
  const ffmpeg = (args: string[]) => run(ffmpegPath, [...quiet, ...args]);
  const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-threads', '1'];

  await ffmpeg([...source(seconds), ...h264, '-movflags', '+faststart', at('h264.mp4')]);
  // x265 drops a rotate tag while encoding: the display matrix is added by a copy.
  await ffmpeg([
    ...source(seconds), '-pix_fmt', 'yuv420p', '-c:v', 'libx265', '-preset', 'ultrafast',
    '-x265-params', 'pools=1:frame-threads=1:log-level=error', '-tag:v', 'hvc1', '-c:a', 'aac', '-shortest', '-threads', '1',
    at('hevc.mov'),
  ]);
  await ffmpeg([
    '-i', at('hevc.mov'), '-c', 'copy', '-metadata', `location=${clipLocation}`, '-metadata', `creation_time=${clipCreationTime}`,
    '-metadata:s:v:0', 'rotate=90', at('hevcRotated.mov'),
  ]);
  await ffmpeg([...source(seconds), '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus', '-shortest', '-threads', '1', at('vp9.webm')]);
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=320x240', '-frames:v', '1', at('photo.jpg')]);

  await ffmpeg(['-i', at('hevc.mov'), '-c', 'copy', '-movflags', '+faststart', at('indexFirst.mov')]);
  const indexFirst = await readFile(at('indexFirst.mov'));
  await writeFile(at('truncated.mov'), indexFirst.subarray(0, Math.floor(indexFirst.length * 0.4)));
  await writeFile(at('jpegAsMp4.mp4'), await readFile(at('photo.jpg')));

  return {
    directory,
    h264Mp4: at('h264.mp4'),
    hevcRotatedMov: at('hevcRotated.mov'),
    vp9Webm: at('vp9.webm'),
    truncatedMov: at('truncated.mov'),
    jpegAsMp4: at('jpegAsMp4.mp4'),
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}

/**
 * A clip that takes ffmpeg a few seconds to prepare (640×360, 30 frames a second, H.264 in MKV so
 * it is made anew): long enough for a test to kill the server while the job runs.
 */
export async function makeSlowClip(directory: string, seconds = 6): Promise<string> {
  const { ffmpegPath } = loadConfig({}).videos;
  const path = join(directory, 'slow.mkv');
  await run(ffmpegPath, [
    ...quiet, '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=30:duration=${seconds}`, '-f', 'lavfi', '-i', `sine=duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-threads', '1', path,
  ]);
  return path;
}
