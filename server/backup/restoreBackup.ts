import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
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
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Restores an archive into `dataDir`: every hash is checked before anything is written, a newer
 * schema is refused, an older one is migrated, and the folder appears whole or not at all (the
 * archive is extracted beside it, checked again while written, then renamed into place).
 */
export async function restoreBackup(file: string, dataDirInput: string, force: boolean): Promise<BackupManifest> {
  const dataDir = resolve(dataDirInput);
  const checked = await readArchive(file);
  if (checked.problems.length > 0 || !checked.manifest) throw new RestoreRefused(backupTexts.verifyFailed(checked.problems));
  const manifest = checked.manifest;
  if (!(manifest.schemaVersion in migrationList)) throw new RestoreRefused(backupTexts.newerSchema(manifest.schemaVersion));
  if (!force && !(await isEmptyOrMissing(dataDir))) throw new RestoreRefused(backupTexts.notEmpty(dataDir));

  await mkdir(dirname(dataDir), { recursive: true });
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
    await rm(staging, { recursive: true, force: true });
  }
}
