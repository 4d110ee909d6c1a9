import { rename, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import { ChildLimitError, spawnLimited, type ChildLimits } from './limitedChild.ts';

/** Below normal: the server's own requests go first when the cores are busy. */
const TRANSCODE_NICENESS = 10;

export class TranscodeFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscodeFailedError';
  }
}

/** The output ran this far past the duration its source declared: the container lied. */
export class LongerThanDeclaredError extends Error {
  constructor(seconds: number) {
    super(`ffmpeg wrote ${seconds} s, past the declared duration`);
    this.name = 'LongerThanDeclaredError';
  }
}

export interface FfmpegRun {
  ffmpegPath: string;
  args: string[];
  /** Its memory ceiling and time limit. */
  limits: ChildLimits;
  /** ffmpeg is stopped once it has written this many seconds of output (LongerThanDeclaredError). */
  stopPastSeconds?: number;
  /** Seconds of output the run will write: the progress is out_time over this. */
  duration?: number;
  /** 0–100, whenever ffmpeg reports (about twice a second). */
  onProgress?: (percent: number) => void;
  /** The running process, e.g. so a test can kill it. */
  onStart?: (pid: number) => void;
}

/**
 * Runs ffmpeg at a lower priority, within its limits, and reads its `-progress pipe:1` report.
 * Resolves when it exits with 0; otherwise ChildLimitError (a limit stopped it),
 * LongerThanDeclaredError, or TranscodeFailedError with the end of what it wrote on stderr.
 */
export function runFfmpeg({ ffmpegPath, args, limits, stopPastSeconds, duration = 0, onProgress, onStart }: FfmpegRun): Promise<void> {
  return new Promise((resolve, reject) => {
    const { child, ended, stderrTail } = spawnLimited(ffmpegPath, args, limits);
    let overran: number | undefined;
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, TRANSCODE_NICENESS);
      } catch {
        // Not allowed here (some containers): the run goes on at normal priority.
      }
      onStart?.(child.pid);
    }
    createInterface({ input: child.stdout }).on('line', (line) => {
      // ffmpeg 4 names it out_time_ms, though it counts microseconds as out_time_us does later.
      const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
      if (!match) return;
      const seconds = Number(match[1]) / 1e6;
      if (stopPastSeconds !== undefined && seconds > stopPastSeconds && overran === undefined) {
        overran = seconds;
        child.kill('SIGKILL');
      }
      if (duration > 0 && onProgress) onProgress(Math.min(100, Math.floor((seconds * 100) / duration)));
    });
    ended.then(
      ({ code, signal }) => {
        if (overran !== undefined) reject(new LongerThanDeclaredError(Math.round(overran)));
        else if (code === 0) resolve();
        else reject(new TranscodeFailedError(`ffmpeg ended with ${signal ?? code}: ${stderrTail().trim()}`));
      },
      (error: unknown) => reject(error instanceof ChildLimitError ? error : new TranscodeFailedError(`ffmpeg: ${(error as Error).message}`)),
    );
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
