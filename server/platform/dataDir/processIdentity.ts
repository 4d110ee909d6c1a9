import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** This machine's name, as lock and work files record it: a pid only means something on its own host. */
export const thisHost = (): string => hostname();

/**
 * When a process started, in clock ticks since boot (Linux /proc/<pid>/stat, field 22), or null
 * where /proc is not there. A pid is reused once its process is gone; its start time is not, so
 * the pair names one process.
 */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = Number(fields[19]);
    return Number.isFinite(start) ? start : null;
  } catch {
    return null;
  }
}

/** Whether `pid` runs on this host and, when `startTime` is known, is still the same process. */
export function isProcessAlive(pid: number, startTime: number | null = null): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, owned by another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (startTime === null) return true;
  const current = processStartTime(pid);
  return current === null || current === startTime;
}
