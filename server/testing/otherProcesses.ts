import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCK_DIR, type LockRole } from '../platform/dataDir/dataDirLock.ts';
import { setTimeout as wait } from 'node:timers/promises';
import { processStartTime, readProcStat, thisHost } from '../platform/dataDir/processIdentity.ts';

// Other processes, for the tests of what lock and work files say about their owners: one that
// runs until the test ends, the pid of one that is gone, as kill -9 leaves it, and a zombie.

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

/**
 * The pid of a zombie: a child that has exited and whose parent never reaps it, as a process
 * killed in a container whose first process does not reap stays. `sh` starts `sleep 0`, then
 * becomes `sleep 120` (exec), which never waits for its children. Resolves once /proc says `Z`.
 */
export async function zombiePid(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 120'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(parent);
  let said = '';
  for await (const chunk of parent.stdout!) {
    said += String(chunk);
    if (said.includes('\n')) break;
  }
  const pid = Number(said.trim());
  for (const deadline = Date.now() + 10_000; readProcStat(pid)?.state !== 'Z'; await wait(10)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not become a zombie: ${JSON.stringify(readProcStat(pid))}`);
  }
  return pid;
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
