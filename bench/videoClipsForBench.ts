import { execFile } from 'node:child_process';
import { open, mkdir, rename, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../server/platform/config.ts';

const run = promisify(execFile);

// The video benchmark's sources, made once by the bundled ffmpeg and kept between runs (they take
// a minute or two to make): phone-like 60 s 1080p clips, and big files for the upload figures.
const cacheDir = join(tmpdir(), 'lapin-video-bench-v1');

export interface BenchClips {
  /** 60 s, 1920×1080, 30 fps, H.264 + AAC in MP4: too tall, so it is made anew at 720 lines. */
  h264: string;
  /** 60 s, 1920×1080, HEVC + AAC in MOV, turned 90° with a `location`, as an iPhone films. */
  hevc: string;
  /** A 2 s 320×240 clip: the start of the padded upload files. */
  small: string;
}

const fps = 30;
const source = (seconds: number, size: string) => [
  '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${fps}:duration=${seconds}`,
  '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
];

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Writes `make`'s output to a temp name first: a run stopped half-way leaves no half clip cached. */
async function cached(name: string, make: (temp: string) => Promise<void>): Promise<string> {
  const path = join(cacheDir, name);
  if (await exists(path)) return path;
  const temp = join(cacheDir, `tmp-${name}`);
  await make(temp);
  await rename(temp, path);
  return path;
}

export async function benchClips(seconds = 60): Promise<BenchClips> {
  const { ffmpegPath } = loadConfig({}).videos;
  await mkdir(cacheDir, { recursive: true });
  const ffmpeg = async (args: string[]) => {
    await run(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { maxBuffer: 1 << 24 });
  };
  const h264 = await cached(`h264-${seconds}s.mp4`, (temp) =>
    ffmpeg([...source(seconds, '1920x1080'), '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '12M', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', '-f', 'mp4', temp]),
  );
  const hevcPlain = await cached(`hevc-plain-${seconds}s.mov`, (temp) =>
    ffmpeg([
      ...source(seconds, '1920x1080'), '-pix_fmt', 'yuv420p', '-c:v', 'libx265', '-preset', 'ultrafast', '-b:v', '8M',
      '-x265-params', 'log-level=error', '-tag:v', 'hvc1', '-c:a', 'aac', '-shortest', '-f', 'mov', temp,
    ]),
  );
  const hevc = await cached(`hevc-${seconds}s.mov`, (temp) =>
    ffmpeg(['-i', hevcPlain, '-c', 'copy', '-metadata', 'location=+48.8566+002.3522/', '-metadata:s:v:0', 'rotate=90', '-f', 'mov', temp]),
  );
  const small = await cached('small.mp4', (temp) =>
    ffmpeg([...source(2, '320x240'), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', '-f', 'mp4', temp]),
  );
  return { h264, hevc, small };
}

/**
 * The small clip followed by one top-level `free` box up to `bytes`: a valid MP4 that ffprobe and
 * ffmpeg read at once, whatever its size, so an upload's figures are not a transcode's.
 */
export async function paddedClip(small: string, bytes: number): Promise<string> {
  return cached(`padded-${bytes}.mp4`, async (temp) => {
    const { size } = await stat(small);
    const boxBytes = bytes - size;
    if (boxBytes < 8 || boxBytes > 0xffffffff) throw new Error(`cannot pad to ${bytes} bytes`);
    const input = await open(small, 'r');
    const output = await open(temp, 'w');
    try {
      const clip = Buffer.alloc(size);
      await input.read(clip, 0, size, 0);
      await output.write(clip);
      const header = Buffer.alloc(8);
      header.writeUInt32BE(boxBytes, 0);
      header.write('free', 4, 'latin1');
      await output.write(header);
      const zeros = Buffer.alloc(8 * 1024 * 1024);
      for (let left = boxBytes - 8; left > 0; left -= zeros.length) await output.write(zeros, 0, Math.min(left, zeros.length));
    } finally {
      await input.close();
      await output.close();
    }
  });
}
