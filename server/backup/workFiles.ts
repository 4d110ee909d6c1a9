import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LOCK_DIR } from '../platform/dataDir/dataDirLock.ts';
import { isProcessAlive, thisHost } from '../platform/dataDir/processIdentity.ts';

// Backups, restores and exports work in a folder of their own beside what they make (the archive,
// the restored DATA_DIR), never in /tmp: a snapshot there held every password hash, and a kill -9
// left it for good. The folder's name says whose it is, `.lapin-work-<pid>-<random>-<purpose>@<host>`,
// so the next backup, restore or server start removes those of processes that are gone, and
// leaves a live one alone.

const PREFIX = '.lapin-work-';
const workName = /^\.lapin-work-(\d+)-[0-9a-f]+-([a-z]+)@(.+)$/;
/** A work folder from another machine (a shared disk) is only taken once this old: its pid means nothing here. */
export const FOREIGN_WORK_STALE_MS = 24 * 60 * 60_000;

export type WorkPurpose = 'backup' | 'restore' | 'verify' | 'export';

// Inside a restore's folder: the data dir it replaces, the new one, and the old one once moved aside.
export const RESTORE_TARGET = 'target';
export const RESTORE_DATA = 'data';
export const RESTORE_REPLACED = 'replaced';

/** A new work folder in `parent`, readable by its owner only (it may hold a database snapshot). */
export async function makeWorkDir(parent: string, purpose: WorkPurpose): Promise<string> {
  const host = thisHost().replace(/[^\w.-]/g, '_');
  const dir = join(parent, `${PREFIX}${process.pid}-${randomBytes(4).toString('hex')}-${purpose}@${host}`);
  await mkdir(dir, { mode: 0o700 });
  return dir;
}

async function isEmptyButLocks(dir: string): Promise<boolean> {
  const names = await readdir(dir).catch(() => null);
  if (names === null) return false;
  for (const name of names) {
    if (name !== LOCK_DIR) return false;
    // Lock files here are the killed restore's own; any other would be a live process's.
    const locks = await readdir(join(dir, LOCK_DIR)).catch(() => [] as string[]);
    if (locks.some((lock) => !lock.startsWith('restore-'))) return false;
  }
  return true;
}

/**
 * A restore killed between its two renames left the data dir missing (or holding only its lock),
 * the old folder in `replaced` and the new one in `data`: the old one goes back, as if the
 * restore had not run (it never said it had). Answers false when the work folder must be kept
 * (the data dir holds something else meanwhile: nothing is guessed, nothing is lost).
 */
export async function rollBackRestore(work: string): Promise<boolean> {
  const replaced = join(work, RESTORE_REPLACED);
  if (!existsSync(replaced) || !existsSync(join(work, RESTORE_DATA))) return true;
  const target = await readFile(join(work, RESTORE_TARGET), 'utf8').catch(() => null);
  if (target === null) return false;
  if (existsSync(target)) {
    if (!(await isEmptyButLocks(target))) return false;
    await rm(target, { recursive: true, force: true });
  }
  await rename(replaced, target);
  return true;
}

async function ownerIsGone(path: string, pid: number, host: string): Promise<boolean> {
  if (host === thisHost().replace(/[^\w.-]/g, '_')) return !isProcessAlive(pid);
  const stats = await lstat(path).catch(() => null);
  return stats !== null && Date.now() - stats.mtimeMs > FOREIGN_WORK_STALE_MS;
}

/**
 * Removes the work folders in `dir` whose process is gone, after putting back the folder of a
 * restore killed mid-swap. Answers the names removed. A missing `dir` has none.
 */
export async function sweepWorkFiles(dir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const match = workName.exec(name);
    if (!match) continue;
    const path = join(dir, name);
    if (!(await ownerIsGone(path, Number(match[1]), match[3]!))) continue;
    if (match[2] === 'restore' && !(await rollBackRestore(path))) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Records which data dir a restore's work folder replaces, for rollBackRestore. */
export async function recordRestoreTarget(work: string, dataDir: string): Promise<void> {
  await writeFile(join(work, RESTORE_TARGET), dataDir, { mode: 0o600 });
}

/** Removes the folder if it is empty (a restore's own lock folder aside). */
export async function removeIfEmpty(dir: string): Promise<void> {
  await rmdir(join(dir, LOCK_DIR)).catch(() => undefined);
  await rmdir(dir).catch(() => undefined);
}

/**
 * What a server sweeps as it starts, before it opens the database: beside DATA_DIR (restores),
 * in DATA_DIR (the admin screen's exports) and in BACKUP_DIR (automatic backups).
 */
export async function sweepAtStart(dataDir: string, backupDir: string | null): Promise<string[]> {
  const removed = [...(await sweepWorkFiles(dirname(dataDir))), ...(await sweepWorkFiles(dataDir))];
  if (backupDir !== null) removed.push(...(await sweepWorkFiles(backupDir)));
  return removed;
}
