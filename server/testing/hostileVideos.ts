import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../platform/config.ts';

const run = promisify(execFile);

/** Issue 37's crafted files: small, made by the bundled ffmpeg and patched byte by byte. */
export interface HostileVideos {
  /** A 64×64 H.264 MP4 of a few KB whose sample table declares 60 million samples. */
  sampleTableBomb: string;
  /** A VP8 WebM of a few KB whose frame and track say 16000×16000. */
  hugePicture: string;
  /** Three minutes of H.264 in MKV whose Segment Duration says 5 s. */
  lyingDuration: string;
  /** Four seconds of VP9 WebM cut after half its bytes: its header still says 4 s. */
  halfCut: string;
  remove(): Promise<void>;
}

const quiet = ['-hide_banner', '-loglevel', 'error', '-y', '-threads', '1'];

function patchAt(bytes: Buffer, pattern: number[] | string, from = 0): number {
  const at = bytes.indexOf(typeof pattern === 'string' ? Buffer.from(pattern) : Buffer.from(pattern), from);
  if (at < 0) throw new Error(`no ${String(pattern)} in the crafted file`);
  return at;
}

export async function makeHostileVideos(): Promise<HostileVideos> {
  const { ffmpegPath } = loadConfig({}).videos;
  const directory = await mkdtemp(join(tmpdir(), 'lapin-hostile-'));
  const at = (name: string) => join(directory, name);
  const ffmpeg = (args: string[]) => run(ffmpegPath, [...quiet, ...args]);

  // One frame; then stts, stsz and stsc each say 60 M samples, in place (no box changes size).
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=1', '-frames:v', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-an', at('one.mp4')]);
  const mp4 = await readFile(at('one.mp4'));
  const moov = patchAt(mp4, 'moov');
  const samples = 60_000_000;
  const stts = patchAt(mp4, 'stts', moov) + 4;
  mp4.writeUInt32BE(samples, stts + 8);
  mp4.writeUInt32BE(1, stts + 12);
  const stsz = patchAt(mp4, 'stsz', moov) + 4;
  mp4.writeUInt32BE(mp4.readUInt32BE(stsz + 12) || 100, stsz + 4);
  mp4.writeUInt32BE(samples, stsz + 8);
  mp4.writeUInt32BE(samples, patchAt(mp4, 'stsc', moov) + 4 + 12);
  await writeFile(at('samples.mp4'), mp4);

  // 320×256: both sides take two bytes in the track, as 16000 does.
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=320x256:rate=1', '-frames:v', '1', '-c:v', 'libvpx', at('small.webm')]);
  const webm = await readFile(at('small.webm'));
  const keyFrame = patchAt(webm, [0x9d, 0x01, 0x2a]);
  webm.writeUInt16LE(16000, keyFrame + 3);
  webm.writeUInt16LE(16000, keyFrame + 5);
  webm.writeUInt16BE(16000, patchAt(webm, [0xb0, 0x82, 0x01, 0x40]) + 2);
  webm.writeUInt16BE(16000, patchAt(webm, [0xba, 0x82, 0x01, 0x00]) + 2);
  await writeFile(at('huge.webm'), webm);

  await ffmpeg([
    '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=2:duration=180', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', at('long.mkv'),
  ]);
  const mkv = await readFile(at('long.mkv'));
  // Info's Duration (0x4489), an 8-byte float in TimecodeScale units (ms).
  const duration = patchAt(mkv, [0x44, 0x89, 0x88]);
  mkv.writeDoubleBE(5000, duration + 3);
  await writeFile(at('lying.mkv'), mkv);

  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=4', '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', at('four.webm')]);
  const four = await readFile(at('four.webm'));
  await writeFile(at('half.webm'), four.subarray(0, Math.floor(four.length / 2)));

  return {
    sampleTableBomb: at('samples.mp4'),
    hugePicture: at('huge.webm'),
    lyingDuration: at('lying.mkv'),
    halfCut: at('half.webm'),
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}
