import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { BackupStatusReply } from '../../shared/backupTypes.ts';
import type { BackupSchedule } from '../platform/config.ts';
import { isDiskFull } from '../platform/disk/diskFull.ts';
import { diskMessages } from '../platform/disk/diskMessages.ts';
import { backupMessages } from './backupMessages.ts';
import { BackupRuns } from './backupRuns.ts';
import { backupStatusRoutes } from './backupStatusRoutes.ts';
import { createBackup } from './createBackup.ts';

const HOUR_MS = 60 * 60_000;
// The archives this schedule writes and rotates; anything else in BACKUP_DIR is left alone.
const archiveName = /^lapin-\d{8}-\d{6}-\d{3}\.tar$/;
// After a start, the first backup waits a little: the server answers the family first.
const FIRST_DELAY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    backups: {
      status(): Promise<BackupStatusReply>;
      /** Takes a backup now and rotates; the schedule and the tests use it. Joins one under way. */
      runNow(): Promise<void>;
      /** BACKUP_DIR on SQLite, or null: no backup is taken then. */
      schedule: BackupSchedule | null;
      /** The run under way or the last one, for the admin screen (backupRuns.ts). */
      runs: BackupRuns;
    };
  }
}

const pad = (value: number) => String(value).padStart(2, '0');
function stamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}-${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}-${String(date.getUTCMilliseconds()).padStart(3, '0')}`;
}

/** The schedule's archives, newest first, with their time and size. */
export async function archives(dir: string): Promise<Array<{ name: string; at: number; size: number }>> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => archiveName.test(name));
  const found = await Promise.all(
    names.map(async (name) => {
      const stats = await stat(join(dir, name));
      return { name, at: stats.mtimeMs, size: stats.size };
    }),
  );
  return found.sort((a, b) => b.name.localeCompare(a.name));
}

/**
 * Automatic backups (BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP): the same verified archive as
 * `npm run backup`, taken every interval, the oldest beyond BACKUP_KEEP removed. An archive is only
 * renamed into the folder once written and verified, so the newest one there is the last success.
 */
export const backupSchedulePlugin = fp(
  async (app) => {
    // The archive holds the SQLite file; PostgreSQL is saved with pg_dump (docs/operations.md), apart.
    const onPostgres = app.config.databaseUrl !== null;
    if (onPostgres && app.config.backups) app.log.warn('automatic backups skipped: the database is PostgreSQL, save it with pg_dump and the media folder');
    const schedule = onPostgres ? null : app.config.backups;
    const runs = new BackupRuns();
    let timer: NodeJS.Timeout | undefined;
    let closing = false;

    const runNow = async () => {
      if (!schedule) return;
      await runs.start(
        async (onProgress) => {
          await mkdir(schedule.dir, { recursive: true });
          const file = join(schedule.dir, `lapin-${stamp(new Date())}.tar`);
          const started = Date.now();
          const result = await createBackup(app.config.dataDir, file, onProgress);
          app.log.info({ file, bytes: result.bytes, ms: Date.now() - started }, 'backup written and verified');
          for (const old of (await archives(schedule.dir)).slice(schedule.keep)) await rm(join(schedule.dir, old.name), { force: true });
          return result.bytes;
        },
        (error) => (isDiskFull(error) ? diskMessages.backupFailedFull : backupMessages.failed),
      );
    };

    const plan = (delayMs: number) => {
      if (!schedule || closing) return;
      timer = setTimeout(() => {
        runNow()
          .catch((error: unknown) => app.log.error({ err: error }, 'automatic backup failed'))
          .finally(() => plan(schedule.intervalHours * HOUR_MS));
      }, delayMs);
      timer.unref();
    };

    const status = async (): Promise<BackupStatusReply> => {
      if (!schedule) return { enabled: false, intervalHours: 0, keep: 0, last: null, stale: false };
      const [newest] = await archives(schedule.dir);
      const last = newest ? { at: Math.round(newest.at), size: newest.size } : null;
      const stale = !last || Date.now() - last.at > 2 * schedule.intervalHours * HOUR_MS;
      return { enabled: true, intervalHours: schedule.intervalHours, keep: schedule.keep, last, stale };
    };

    if (schedule) {
      const [newest] = await archives(schedule.dir);
      const due = newest ? newest.at + schedule.intervalHours * HOUR_MS - Date.now() : 0;
      plan(Math.max(FIRST_DELAY_MS, due));
    }
    app.decorate('backups', { status, runNow, schedule, runs });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await runs.settled();
    });
    await app.register(backupStatusRoutes);
  },
  { name: 'backups', dependencies: ['db', 'auth'] },
);
