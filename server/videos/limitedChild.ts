import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Readable } from 'node:stream';

/** The bounds every ffprobe and ffmpeg runs under (issue 37). */
export interface ChildLimits {
  /** VIDEO_MAX_MEMORY_MB: the child's address space, past which its allocations fail. */
  memoryMb: number;
  /** The child is killed once it has run this long. */
  timeoutMs: number;
}

/** What stopped a child: its time ran out, or its memory. */
export class ChildLimitError extends Error {
  readonly limit: 'time' | 'memory';

  constructor(limit: 'time' | 'memory', what: string) {
    super(`${what}: ${limit === 'time' ? 'time limit reached' : 'memory ceiling reached'}`);
    this.name = 'ChildLimitError';
    this.limit = limit;
  }
}

export type LimitedChild = ChildProcessByStdio<null, Readable, Readable>;

const MB = 1024 * 1024;
// Without prlimit the resident size is read this often, and the child killed past the ceiling.
const RSS_POLL_MS = 200;

function findOnPath(name: string): string | null {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    if (folder === '') continue;
    try {
      accessSync(join(folder, name), constants.X_OK);
      return join(folder, name);
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

let prlimit: string | null | undefined;
/** util-linux's prlimit, which sets RLIMIT_AS on itself and then execs the tool (same pid); null when absent. */
export function prlimitPath(): string | null {
  prlimit ??= findOnPath('prlimit');
  return prlimit;
}

function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Spawns `command` with its memory ceiling and its time limit. With prlimit the kernel refuses
 * any allocation past the ceiling (RLIMIT_AS); without it (the server logs it at start) the
 * resident size is polled and the child killed past it, which bounds it a moment later. glibc
 * would reserve 64 MB of address space per thread arena: two arenas keep the reserve close to use.
 * `ended` resolves with the exit, or rejects with ChildLimitError when a limit stopped the child.
 */
export interface LimitedRun {
  child: LimitedChild;
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last 2,000 characters the child wrote on stderr. */
  stderrTail(): string;
}

export function spawnLimited(command: string, args: readonly string[], limits: ChildLimits): LimitedRun {
  const bytes = limits.memoryMb * MB;
  const viaPrlimit = prlimitPath();
  const [file, argv] = viaPrlimit ? [viaPrlimit, [`--as=${bytes}`, '--', command, ...args]] : [command, [...args]];
  const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MALLOC_ARENA_MAX: '2' } });
  let stoppedBy: 'time' | 'memory' | undefined;
  const stop = (limit: 'time' | 'memory') => {
    stoppedBy ??= limit;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(() => stop('time'), limits.timeoutMs);
  const poll = viaPrlimit ? undefined : setInterval(() => child.pid !== undefined && residentBytes(child.pid) > bytes && stop('memory'), RSS_POLL_MS);
  let stderrTail = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-2000);
  });
  const ended = new Promise<Awaited<LimitedRun['ended']>>((resolve, reject) => {
    child.on('error', (error) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearInterval(poll);
      // A refused allocation ends the tool with ENOMEM's text, or with a crash where it was not checked.
      const outOfMemory = code !== 0 && (/Cannot allocate memory|malloc of size \d+ failed|out of memory/i.test(stderrTail) || signal === 'SIGSEGV' || signal === 'SIGABRT');
      if (stoppedBy !== undefined || outOfMemory) reject(new ChildLimitError(stoppedBy ?? 'memory', command.split('/').at(-1) ?? command));
      else resolve({ code, signal });
    });
  });
  return { child, ended, stderrTail: () => stderrTail };
}
