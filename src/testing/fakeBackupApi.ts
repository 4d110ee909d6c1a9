import type { BackupApi } from '../api/backupApi.ts';
import { adminCall, type FakeAdminApiOptions } from './fakeAdminCall.ts';

export interface FakeBackupApiOptions extends FakeAdminApiOptions {
  /** What backupStatus answers; automatic backups off by default. */
  backupStatus?: Awaited<ReturnType<BackupApi['backupStatus']>>;
  /** What diskStatus answers; plenty of room by default. */
  diskStatus?: Awaited<ReturnType<BackupApi['diskStatus']>>;
}

export function fakeBackupApi(options: FakeBackupApiOptions = {}): BackupApi {
  const call = adminCall(options);
  return {
    async backupStatus() {
      await call(500);
      return options.backupStatus ?? { enabled: false, intervalHours: 0, keep: 0, last: null, stale: false };
    },
    async diskStatus() {
      await call(500);
      return options.diskStatus ?? { freeMb: 48_000, minFreeMb: 512, low: false };
    },
  };
}
