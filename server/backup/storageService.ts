import { mkdir, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { formatBytes } from '../../shared/formatBytes.ts';
import type { BackupRun, StorageReply } from '../../shared/storageTypes.ts';
import { isPostgres } from '../platform/db/dialect.ts';
import { DiskFullError, statfsFreeSpace } from '../platform/disk/diskReserve.ts';
import { diskMessages } from '../platform/disk/diskMessages.ts';
import { HttpError } from '../platform/errors.ts';
import { archives } from './backupSchedule.ts';
import { backupMessages } from './backupMessages.ts';
import { CachedReading, mediaBytes } from './storageSizes.ts';

// Walking thousands of photos is not free: one walk serves every admin screen for this long.
const SIZES_TTL_MS = 10_000;

const sameDisk = async (a: string, b: string) => {
  const [first, second] = await Promise.all([stat(a), stat(b)]);
  return first.dev === second.dev;
};

/** The « Stockage » panel: what the disk holds, the last backup, and « Sauvegarder maintenant ». */
export function storageService(app: FastifyInstance) {
  const { dataDir } = app.config;
  const schedule = app.backups.schedule;
  const postgresBytes = isPostgres(app.db)
    ? async () => Number((await sql<{ n: string }>`select pg_database_size(current_database()) as n`.execute(app.db)).rows[0]?.n ?? 0)
    : undefined;
  const sizes = new CachedReading(async () => {
    const [media, kept] = await Promise.all([mediaBytes(dataDir, postgresBytes), schedule ? archives(schedule.dir) : []]);
    return { ...media, backupsBytes: kept.reduce((sum, archive) => sum + archive.size, 0), newest: kept[0] };
  }, SIZES_TTL_MS);

  /**
   * A backup writes, beside its target, the database's snapshot, the archive (database and media)
   * and the copy verification checks: refused before a byte is written when that would eat into the
   * reserve (or, on a disk of its own, not fit).
   */
  const ensureRoom = async (dir: string) => {
    const { databaseBytes, photosBytes, videosBytes } = await sizes.get();
    const needed = 3 * databaseBytes + photosBytes + videosBytes;
    const reserve = app.diskReserve.minFreeBytes;
    await mkdir(dir, { recursive: true });
    if (await sameDisk(dataDir, dir)) {
      if ((await app.diskReserve.freeBytes()) - needed < reserve) throw new DiskFullError(diskMessages.backupRefused(formatBytes(needed), formatBytes(reserve)));
    } else if ((await (app.config.freeSpace ?? statfsFreeSpace)(dir)) < needed) {
      throw new DiskFullError(diskMessages.backupRefused(formatBytes(needed), formatBytes(0)));
    }
  };

  return {
    async storage(): Promise<StorageReply> {
      const [reading, freeBytes] = await Promise.all([sizes.get(), app.diskReserve.freeBytes()]);
      const { newest, ...bytes } = reading;
      return {
        ...bytes,
        freeBytes: Math.max(0, Math.floor(freeBytes)),
        reserveBytes: app.diskReserve.minFreeBytes,
        backupsEnabled: schedule !== null,
        // Archives take their name in BACKUP_DIR only once verified (createBackup.ts).
        lastBackup: newest ? { at: Math.round(newest.at), bytes: newest.size, verified: true } : null,
        run: app.backups.runs.run,
      };
    },

    /** Starts the same backup as the schedule and `npm run backup`; answers at once, the run goes on. */
    async startBackup(): Promise<BackupRun> {
      if (!schedule) throw new HttpError(409, postgresBytes ? backupMessages.postgresNow : backupMessages.notConfigured);
      if (!app.backups.runs.busy) {
        await ensureRoom(schedule.dir);
        app.backups
          .runNow()
          .catch((error: unknown) => app.log.error({ err: error }, 'backup asked by an admin failed'))
          .finally(() => sizes.forget());
      }
      return app.backups.runs.run;
    },
  };
}
