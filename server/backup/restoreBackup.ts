import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { DataDirBusy, LOCK_DIR, refuseWhileHeld, takeLock, type HeldLock } from '../platform/dataDir/dataDirLock.ts';
import { migrateToLatest, openSqliteDatabase } from '../platform/db/database.ts';
import { migrationList } from '../platform/db/migrationList.ts';
import { backupMessages } from './backupMessages.ts';
import type { BackupManifest } from './manifest.ts';
import { readArchive } from './verifyArchive.ts';
import { makeWorkDir, recordRestoreTarget, removeIfEmpty, RESTORE_DATA, RESTORE_REPLACED, rollBackRestore, sweepWorkFiles } from './workFiles.ts';

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


/**
 * Restores an archive into `dataDir`: every hash is checked before anything is written, a newer
 * schema is refused, an older one is migrated, and the folder appears whole or not at all (the
 * archive is extracted beside it, checked again while written, then renamed into place).
 */
export async function restoreBackup(file: string, dataDirInput: string, force: boolean): Promise<BackupManifest> {
  const dataDir = resolve(dataDirInput);
  const parent = dirname(dataDir);
  await mkdir(parent, { recursive: true });
  // What killed restores left beside the folder goes first (one killed mid-swap puts the old folder back).
  await sweepWorkFiles(parent);
  // A running server would keep its deleted database open and acknowledge writes into it: asked
  // first, before the archive is read, and again once the lock is taken (below).
  await asRefusal(refuseWhileHeld(dataDir, ['server', 'restore'], RESTORING));
  // Everything this restore writes lives here until the swap: beside the folder (rename stays on
  // one disk), named so that the next restore or server start knows it (workFiles.ts).
  const work = await makeWorkDir(parent, 'restore');
  try {
    await recordRestoreTarget(work, dataDir);
    const checked = await readArchive(file, { workParent: work });
    if (checked.problems.length > 0 || !checked.manifest) throw new RestoreRefused(backupMessages.verifyFailed(checked.problems));
    const manifest = checked.manifest;
    if (!(manifest.schemaVersion in migrationList)) throw new RestoreRefused(backupMessages.newerSchema(manifest.schemaVersion));
    if (!force && !(await isEmptyOrMissing(dataDir))) throw new RestoreRefused(backupMessages.notEmpty(dataDir));

    const existed = await stat(dataDir).then(
      () => true,
      () => false,
    );
    // Held until the new folder is in place: a server starting meanwhile refuses.
    const lock: HeldLock = await asRefusal(takeLock(dataDir, 'restore', ['server', 'restore'], RESTORING));
    try {
      const staging = join(work, RESTORE_DATA);
      const extracted = await readArchive(file, { extractTo: staging });
      // The file changed between the two reads: nothing of it is used.
      if (extracted.problems.length > 0) throw new RestoreRefused(backupMessages.verifyFailed(extracted.problems));
      const db = openSqliteDatabase(staging);
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      // An empty or replaced folder moves aside first: rename cannot land on a folder that exists.
      if (await stat(dataDir).then(() => true, () => false)) await rename(dataDir, join(work, RESTORE_REPLACED));
      await rename(staging, dataDir);
      return manifest;
    } finally {
      lock.release();
      if (!existed) await removeIfEmpty(dataDir);
    }
  } finally {
    // Failed between the two renames: the old folder goes back before the work folder goes.
    if (await rollBackRestore(work)) await rm(work, { recursive: true, force: true });
  }
}
