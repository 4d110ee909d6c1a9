import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** This machine's name, as lock and work files record it: a pid only means something on its own host. */
export const thisHost = (): string => hostname();

export interface ProcStat {
  /** One letter: R running, S sleeping, Z zombie (exited, not yet reaped by its parent)… */
  state: string;
  /** Clock ticks since boot (field 22). */
  startTime: number | null;
}

/** Fields 3 onwards of a /proc/<pid>/stat line, read after the last ')': the command name (field 2)
 * may hold spaces and parentheses. */
export function parseProcStat(line: string): ProcStat {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const start = Number(fields[19]);
  return { state: fields[0] ?? '', startTime: Number.isFinite(start) ? start : null };
}

/** Null where /proc is not there (off Linux), or the process is gone. */
export function readProcStat(pid: number): ProcStat | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * When a process started, in clock ticks since boot, or null where /proc is not there. A pid is
 * reused once its process is gone; its start time is not, so the pair names one process.
 */
export function processStartTime(pid: number): number | null {
  return readProcStat(pid)?.startTime ?? null;
}

/**
 * Whether `pid` runs on this host and, when `startTime` is known, is still the same process.
 * A zombie is gone: it was killed, and only waits for its parent to read its exit status, which in
 * a container (no init that reaps) may never happen. kill(pid, 0) still finds it.
 */
export function isProcessAlive(pid: number, startTime: number | null = null): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, owned by another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = readProcStat(pid);
  if (stat?.state === 'Z' || stat?.state === 'X') return false;
  if (startTime === null) return true;
  const current = stat?.startTime ?? null;
  return current === null || current === startTime;
}
