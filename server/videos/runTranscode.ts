import { spawn } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';

/** Below normal: the server's own requests go first when the cores are busy. */
const TRANSCODE_NICENESS = 10;

export class TranscodeFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscodeFailedError';
  }
}

export interface FfmpegRun {
  ffmpegPath: string;
  args: string[];
  /** Seconds of output the run will write: the progress is out_time over this. */
  duration?: number;
  /** 0–100, whenever ffmpeg reports (about twice a second). */
  onProgress?: (percent: number) => void;
  /** The running process, e.g. so a test can kill it. */
  onStart?: (pid: number) => void;
}

/**
 * Runs ffmpeg at a lower priority and reads its `-progress pipe:1` report. Resolves when it exits
 * with 0; otherwise TranscodeFailedError with the end of what it wrote on stderr.
 */
export function runFfmpeg({ ffmpegPath, args, duration = 0, onProgress, onStart }: FfmpegRun): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, TRANSCODE_NICENESS);
      } catch {
        // Not allowed here (some containers): the run goes on at normal priority.
      }
      onStart?.(child.pid);
    }
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      // ffmpeg 4 names it out_time_ms, though it counts microseconds as out_time_us does later.
      const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
      if (match && duration > 0 && onProgress) onProgress(Math.min(100, Math.floor(Number(match[1]) / 1e4 / duration)));
    });
    child.on('error', (error) => reject(new TranscodeFailedError(`ffmpeg: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new TranscodeFailedError(`ffmpeg ended with ${signal ?? code}: ${stderr.trim()}`));
    });
  });
}

/** Runs the plan into `temp` and renames it to `output`: a reader never sees half a file. */
export async function writeThroughTemp(temp: string, output: string, write: (temp: string) => Promise<void>): Promise<void> {
  try {
    await write(temp);
    await rename(temp, output);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
