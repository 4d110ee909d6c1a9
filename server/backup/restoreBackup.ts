import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { DataDirBusy, LOCK_DIR, refuseWhileHeld, takeLock, type HeldLock } from '../dataDir/dataDirLock.ts';
import { migrateToLatest, openSqliteDatabase } from '../db/database.ts';
import { migrationList } from '../db/migrationList.ts';
import { backupTexts } from './backupTexts.ts';
import type { BackupManifest } from './manifest.ts';
import { readArchive } from './verifyArchive.ts';

/** A refusal the command reports as is, in French, with exit code 1; nothing was written. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    // The lock folder a stopped server leaves (empty once its stale locks are taken over) is not data.
    return (await readdir(dir)).filter((name) => name !== LOCK_DIR).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

const RESTORING = 'la restauration';

/** Refusals of the DATA_DIR lock (a server runs there, or another restore) are the command's refusals. */
async function asRefusal<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof DataDirBusy ? new RestoreRefused(error.message) : error;
  }
}

/** A folder this restore made only to hold its lock goes again when the restore did not land. */
async function removeIfOnlyLock(dir: string): Promise<void> {
  await rmdir(join(dir, LOCK_DIR)).catch(() => undefined);
  await rmdir(dir).catch(() => undefined);
}

/**
 * Restores an archive into `dataDir`: every hash is checked before anything is written, a newer
 * schema is refused, an older one is migrated, and the folder appears whole or not at all (the
 * archive is extracted beside it, checked again while written, then renamed into place).
 */
export async function restoreBackup(file: string, dataDirInput: string, force: boolean): Promise<BackupManifest> {
  const dataDir = resolve(dataDirInput);
  // A running server would keep its deleted database open and acknowledge writes into it: asked
  // first, before the archive is read, and again once the lock is taken (below).
  await asRefusal(refuseWhileHeld(dataDir, ['server', 'restore'], RESTORING));
  const checked = await readArchive(file);
  if (checked.problems.length > 0 || !checked.manifest) throw new RestoreRefused(backupTexts.verifyFailed(checked.problems));
  const manifest = checked.manifest;
  if (!(manifest.schemaVersion in migrationList)) throw new RestoreRefused(backupTexts.newerSchema(manifest.schemaVersion));
  if (!force && !(await isEmptyOrMissing(dataDir))) throw new RestoreRefused(backupTexts.notEmpty(dataDir));

  await mkdir(dirname(dataDir), { recursive: true });
  const existed = await stat(dataDir).then(
    () => true,
    () => false,
  );
  // Held until the new folder is in place: a server starting meanwhile refuses.
  const lock: HeldLock = await asRefusal(takeLock(dataDir, 'restore', ['server', 'restore'], RESTORING));
  const staging = `${dataDir}.restoring-${randomUUID()}`;
  try {
    const extracted = await readArchive(file, { extractTo: staging });
    // The file changed between the two reads: nothing of it is used.
    if (extracted.problems.length > 0) throw new RestoreRefused(backupTexts.verifyFailed(extracted.problems));
    const db = openSqliteDatabase(staging);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    const replaced = `${dataDir}.replaced-${randomUUID()}`;
    const hadTarget = await stat(dataDir).then(
      () => true,
      () => false,
    );
    // An empty or replaced folder moves aside first: rename cannot land on a folder that exists.
    if (hadTarget) await rename(dataDir, replaced);
    await rename(staging, dataDir);
    await rm(replaced, { recursive: true, force: true });
    return manifest;
  } finally {
    lock.release();
    await rm(staging, { recursive: true, force: true });
    if (!existed) await removeIfOnlyLock(dataDir);
  }
}
