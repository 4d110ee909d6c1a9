import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { MakerLine } from './bookPlan.ts';

/** The bounds the maker runs under: its heap, its whole resident size, its time. */
export interface MakerLimits {
  heapMb: number;
  rssMb: number;
  timeoutMs: number;
}

export class MakerStopped extends Error {
  readonly reason: 'time' | 'memory' | 'aborted' | 'crashed';
  constructor(reason: MakerStopped['reason'], detail = '') {
    super(`book maker stopped: ${reason}${detail === '' ? '' : ` (${detail})`}`);
    this.reason = reason;
  }
}

const RSS_POLL_MS = 250;
// Below the server's own priority: the feed and the chat keep the cores they need.
const NICENESS = 10;

function residentMb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The maker's program: the TypeScript source through tsx, or the built bundle beside start.js. */
function makerCommand(): string[] {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return ['--import', 'tsx', fileURLToPath(new URL('./bookMaker.ts', import.meta.url))];
  return [fileURLToPath(new URL('./book.js', import.meta.url))];
}

/**
 * Runs the maker on `planPath`, writing `outPath`. Not through prlimit as ffmpeg is (a V8 heap
 * reserves far more address space than it uses): its heap is bounded by --max-old-space-size
 * and its resident size, sharp's included, is read every 250 ms and the process killed past
 * `rssMb`. Niced, so it takes what the server leaves. Resolves with the page count; the peak RSS
 * seen is reported through `peak`.
 */
export function runMaker(planPath: string, outPath: string, limits: MakerLimits, signal: AbortSignal, onProgress: (percent: number) => void, peak?: (mb: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.heapMb}`, ...makerCommand(), planPath, outPath], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MALLOC_ARENA_MAX: '2', UV_THREADPOOL_SIZE: '2' },
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, NICENESS);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
    }
    let stopped: MakerStopped['reason'] | undefined;
    let pages: number | undefined;
    let highest = 0;
    const stop = (reason: MakerStopped['reason']) => {
      stopped ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('time'), limits.timeoutMs);
    const poll = setInterval(() => {
      if (child.pid === undefined) return;
      const rss = residentMb(child.pid);
      highest = Math.max(highest, rss);
      if (rss > limits.rssMb) stop('memory');
    }, RSS_POLL_MS);
    const onAbort = () => stop('aborted');
    signal.addEventListener('abort', onAbort, { once: true });
    let buffered = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      let end;
      while ((end = buffered.indexOf('\n')) >= 0) {
        const text = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        try {
          const line = JSON.parse(text) as MakerLine;
          if ('progress' in line) onProgress(line.progress);
          else pages = line.done.pages;
        } catch {
          // Not one of its lines: ignored.
        }
      }
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    const settle = () => {
      clearTimeout(timer);
      clearInterval(poll);
      signal.removeEventListener('abort', onAbort);
      peak?.(highest);
    };
    child.on('error', (error) => {
      settle();
      reject(error);
    });
    child.on('close', (code) => {
      settle();
      if (stopped !== undefined) reject(new MakerStopped(stopped));
      else if (code !== 0 || pages === undefined) reject(new MakerStopped('crashed', stderr.trim().split('\n').slice(-3).join(' ')));
      else resolve(pages);
    });
  });
}
