import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
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
 * killed in a container whose first process does not reap stays. `sh` starts `sleep 0.5`, then
 * becomes `sleep 120` (exec), which never waits for its children. The child must end after the
 * exec: a shell reaps its finished jobs, so a zombie seen while `sh` still ran could be gone the
 * next moment (seen on a busy machine). Resolves once /proc says `Z` under a parent that is
 * `sleep`; a shell slower than the child starts again.
 */
export async function zombiePid(): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 120'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    let said = '';
    for await (const chunk of parent.stdout!) {
      said += String(chunk);
      if (said.includes('\n')) break;
    }
    const pid = Number(said.trim());
    const parentIsSleep = () => readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim() === 'sleep';
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await wait(10)) {
      const state = readProcStat(pid)?.state;
      if (state === 'Z' && parentIsSleep()) return pid;
      if (state === undefined) break;
    }
    parent.kill('SIGKILL');
    if (attempt === 3) throw new Error(`no zombie under sleep after ${attempt} tries: ${JSON.stringify(readProcStat(pid))}`);
  }
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
