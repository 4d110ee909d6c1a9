import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCK_DIR, type LockRole } from '../platform/dataDir/dataDirLock.ts';
import { processStartTime, thisHost } from '../platform/dataDir/processIdentity.ts';

// Other processes, for the tests of what lock and work files say about their owners: one that
// runs until the test ends, and the pid of one that is gone, as kill -9 leaves it.

const children: ChildProcess[] = [];

/** A process that runs until stopOtherProcesses(): a live owner other than the test itself. */
export async function liveProcess(): Promise<number> {
  const child = spawn('sleep', ['120'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid!;
}

export function stopOtherProcesses(): void {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** The pid of a process that has exited. */
export async function deadPid(): Promise<number> {
  const child = spawn('true', { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid!;
}

/** Writes a DATA_DIR lock file as another process would have. */
export async function writeLockAs(
  dataDir: string,
  fields: { role?: LockRole; pid: number; host?: string; startTime?: number | null },
): Promise<string> {
  await mkdir(join(dataDir, LOCK_DIR), { recursive: true });
  const role = fields.role ?? 'server';
  const host = fields.host ?? thisHost();
  const file = join(dataDir, LOCK_DIR, `${role}-${host}-${fields.pid}.lock`);
  const startTime = fields.startTime === undefined ? processStartTime(fields.pid) : fields.startTime;
  await writeFile(file, JSON.stringify({ role, pid: fields.pid, host, startTime, since: new Date().toISOString() }));
  return file;
}
