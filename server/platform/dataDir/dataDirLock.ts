import { randomBytes } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDirTexts } from './dataDirTexts.ts';
import { isProcessAlive, processStartTime, thisHost } from './processIdentity.ts';

// Who uses a DATA_DIR. A running server, and a restore while it replaces the folder, each keep a
// lock file in DATA_DIR/.lapin-locks: one file per process, so the nodes of one PostgreSQL
// cluster that share a DATA_DIR (docs/operations.md, "Several machines") never exclude each other; only the
// commands that would pull the folder from under them look for those files.

export const LOCK_DIR = '.lapin-locks';
/** A holder refreshes its file's time this often, so other machines can tell it still runs. */
export const LOCK_HEARTBEAT_MS = 60_000;
/** A lock from another machine, whose pid means nothing here, counts while it was refreshed this recently. */
export const FOREIGN_LOCK_FRESH_MS = 5 * 60_000;

export type LockRole = 'server' | 'restore';

export interface LockHolder {
  role: LockRole;
  pid: number;
  host: string;
  /** The holder's start time (processIdentity.ts), or null off Linux: it tells a reused pid apart. */
  startTime: number | null;
  /** ISO time the lock was taken. */
  since: string;
  file: string;
  /** Taken on this machine: its pid can be checked. */
  local: boolean;
}

export interface HeldLock {
  file: string;
  /** Removes the lock at once; safe to call again, and from a process 'exit' handler. */
  release(): void;
}

/** A command or a server start refused because the folder is in use; the message is French. */
export class DataDirBusy extends Error {
  constructor(
    message: string,
    readonly holders: readonly LockHolder[],
  ) {
    super(message);
    this.name = 'DataDirBusy';
  }
}

const isRole = (value: unknown): value is LockRole => value === 'server' || value === 'restore';

async function readHolder(file: string): Promise<{ holder: LockHolder; refreshedAt: number } | null> {
  try {
    const [text, stats] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    const data = JSON.parse(text) as Partial<Omit<LockHolder, 'file' | 'local'>>;
    if (!isRole(data.role) || !Number.isInteger(data.pid) || typeof data.host !== 'string' || typeof data.since !== 'string') return null;
    const holder: LockHolder = {
      role: data.role,
      pid: data.pid!,
      host: data.host,
      startTime: typeof data.startTime === 'number' ? data.startTime : null,
      since: data.since,
      file,
      local: data.host === thisHost(),
    };
    return { holder, refreshedAt: stats.mtimeMs };
  } catch {
    return null;
  }
}

function isLive(holder: LockHolder, refreshedAt: number, now: number): boolean {
  if (holder.local) return isProcessAlive(holder.pid, holder.startTime);
  return now - refreshedAt < FOREIGN_LOCK_FRESH_MS;
}

/**
 * The processes that hold a lock on `dataDir` now, of the given roles. Stale locks (a process
 * gone, a pid reused by another program, another machine silent too long, an unreadable file)
 * are taken over: removed on the way.
 */
export async function liveHolders(dataDir: string, roles: readonly LockRole[] = ['server', 'restore'], except?: string): Promise<LockHolder[]> {
  const dir = join(dataDir, LOCK_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  const live: LockHolder[] = [];
  for (const name of names.filter((candidate) => candidate.endsWith('.lock'))) {
    const file = join(dir, name);
    if (file === except) continue;
    const read = await readHolder(file);
    if (read && isLive(read.holder, read.refreshedAt, now)) {
      if (roles.includes(read.holder.role)) live.push(read.holder);
    } else {
      await rm(file, { force: true });
    }
  }
  return live;
}

function busy(dataDir: string, holders: readonly LockHolder[], action: string): DataDirBusy {
  const minutes = FOREIGN_LOCK_FRESH_MS / 60_000;
  const restores = holders.filter((holder) => holder.role === 'restore');
  const message =
    restores.length > 0 ? dataDirTexts.restoreRunning(dataDir, restores, minutes) : dataDirTexts.serverRunning(dataDir, action, holders, minutes);
  return new DataDirBusy(message, holders);
}

/**
 * Throws DataDirBusy when a live process holds `dataDir` in one of `roles`. `action` names what
 * is refused, in French ("la restauration").
 */
export async function refuseWhileHeld(dataDir: string, roles: readonly LockRole[], action: string): Promise<void> {
  const holders = await liveHolders(dataDir, roles);
  if (holders.length > 0) throw busy(dataDir, holders, action);
}

/**
 * Takes a lock of `role` on `dataDir`, then looks for live holders in `conflicts`: written first
 * and checked after, two processes starting at once cannot both miss each other (at worst both
 * give up). The file is written whole (temp file, rename) and refreshed every LOCK_HEARTBEAT_MS.
 */
export async function takeLock(dataDir: string, role: LockRole, conflicts: readonly LockRole[], action: string): Promise<HeldLock> {
  const dir = join(dataDir, LOCK_DIR);
  await mkdir(dir, { recursive: true });
  const host = thisHost();
  // The host is part of the name: nodes on several machines may share one DATA_DIR and one pid.
  const file = join(dir, `${role}-${host.replace(/[^\w.-]/g, '_')}-${process.pid}.lock`);
  const content = JSON.stringify({ role, pid: process.pid, host, startTime: processStartTime(process.pid), since: new Date().toISOString() });
  const temp = join(dir, `.tmp-${randomBytes(6).toString('hex')}`);
  await writeFile(temp, content, { mode: 0o644 });
  await rename(temp, file);

  let released = false;
  const heartbeat = setInterval(() => {
    const now = new Date();
    // Deleted by hand meanwhile: written again, since this process still uses the folder.
    utimes(file, now, now).catch(() => writeFile(file, content).catch(() => undefined));
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    try {
      unlinkSync(file);
    } catch {
      // Already gone: a restore moves the whole folder, lock included.
    }
  };

  const others = await liveHolders(dataDir, conflicts, file);
  if (others.length > 0) {
    release();
    throw busy(dataDir, others, action);
  }
  return { file, release };
}

/**
 * The lock of a running server: restores refuse while it is held; other servers (PostgreSQL
 * nodes sharing the folder) do not mind it. Released when the process exits, whatever the way
 * but kill -9, whose lock the next command finds stale.
 */
export async function takeServerLock(dataDir: string): Promise<HeldLock> {
  const lock = await takeLock(dataDir, 'server', ['restore'], 'le démarrage du serveur');
  process.once('exit', lock.release);
  return lock;
}
