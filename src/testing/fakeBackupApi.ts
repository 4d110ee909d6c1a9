import type { BackupApi } from '../api/backupApi.ts';
import { ApiError } from '../api/httpClient.ts';
import type { BackupRun, StorageReply } from '../../shared/storageTypes.ts';
import { adminCall, type FakeAdminApiOptions } from './fakeAdminCall.ts';

export interface FakeBackupApiOptions extends FakeAdminApiOptions {
  /** What backupStatus answers; automatic backups off by default. */
  backupStatus?: Awaited<ReturnType<BackupApi['backupStatus']>>;
  /** What diskStatus answers; plenty of room by default. */
  diskStatus?: Awaited<ReturnType<BackupApi['diskStatus']>>;
  /** What storage answers; `sampleStorage` by default. */
  storage?: StorageReply;
  /** startBackup fails with this (the server's 507 for a full disk). */
  refuseBackupWith?: string;
  /** What backupRun answers, one after the other; the last one stays. A finished run by default. */
  runs?: BackupRun[];
}

const GB = 1024 ** 3;
const MB = 1024 ** 2;

export const idleBackupRun: BackupRun = { state: 'idle', done: 0, total: 0, startedAt: null, finishedAt: null, bytes: null, message: null };

/** A family's server a few years in: mostly photos, a few videos, one backup of last night. */
export const sampleStorage: StorageReply = {
  photosBytes: Math.round(12.4 * GB),
  videosBytes: Math.round(6.8 * GB),
  databaseBytes: 48 * MB,
  backupsBytes: Math.round(19.3 * GB),
  freeBytes: Math.round(41.5 * GB),
  reserveBytes: 512 * MB,
  backupsEnabled: true,
  // Local time, so the date reads the same in every time zone.
  lastBackup: { at: new Date(2026, 10, 23, 3, 15).getTime(), bytes: Math.round(19.3 * GB), verified: true },
  run: idleBackupRun,
};

export function fakeBackupApi(options: FakeBackupApiOptions = {}): BackupApi {
  const call = adminCall(options);
  // The server keeps the last run: the sizes read after it still carry it.
  let current: BackupRun | undefined;
  const finishedAt = new Date(2026, 10, 29, 10, 0).getTime();
  const runs = [...(options.runs ?? [{ ...idleBackupRun, state: 'done', done: 3, total: 3, startedAt: finishedAt, finishedAt, bytes: Math.round(19.4 * GB) }])];
  return {
    async backupStatus() {
      await call(500);
      return options.backupStatus ?? { enabled: false, intervalHours: 0, keep: 0, last: null, stale: false };
    },
    async diskStatus() {
      await call(500);
      return options.diskStatus ?? { freeMb: 48_000, minFreeMb: 512, low: false };
    },
    async storage() {
      await call(500);
      const storage = options.storage ?? sampleStorage;
      if (!current) return storage;
      // A finished run is the newest archive, as on the server.
      const made = current.state === 'done' && current.bytes !== null ? { at: current.finishedAt ?? finishedAt, bytes: current.bytes, verified: true } : null;
      return { ...storage, run: current, lastBackup: made ?? storage.lastBackup };
    },
    async startBackup() {
      await call(500);
      if (options.refuseBackupWith) throw new ApiError(options.refuseBackupWith, 507);
      current = { ...idleBackupRun, state: 'running', startedAt: Date.now() };
      return current;
    },
    async backupRun() {
      await call(500);
      current = (runs.length > 1 ? runs.shift() : runs[0])!;
      return current;
    },
  };
}
