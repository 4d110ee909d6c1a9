import type { AxiosInstance } from 'axios';
import type { BackupStatusReply } from '../../shared/backupTypes.ts';
import type { DiskStatusReply } from '../../shared/diskTypes.ts';
import type { BackupRun, BackupRunReply, StorageReply } from '../../shared/storageTypes.ts';

/** What the admin panel shows of the server's backups and disk. */
export interface BackupApi {
  backupStatus(token: string): Promise<BackupStatusReply>;
  /** The free space of the server's disk, and the reserve under which photos are refused. */
  diskStatus(token: string): Promise<DiskStatusReply>;
  /** Issue 38: what the disk holds by kind, the last backup and the run under way. */
  storage(token: string): Promise<StorageReply>;
  /** « Sauvegarder maintenant »: answers once the backup has started (or joins the one running). */
  startBackup(token: string): Promise<BackupRun>;
  backupRun(token: string): Promise<BackupRun>;
}

export function createBackupApi(http: AxiosInstance): BackupApi {
  return {
    async backupStatus(token) {
      return (await http.post<BackupStatusReply>('/api/admin/backupStatus', { token })).data;
    },
    async diskStatus(token) {
      return (await http.post<DiskStatusReply>('/api/admin/disk', { token })).data;
    },
    async storage(token) {
      return (await http.post<StorageReply>('/api/admin/storage', { token })).data;
    },
    async startBackup(token) {
      return (await http.post<BackupRunReply>('/api/admin/backup', { token })).data.run;
    },
    async backupRun(token) {
      return (await http.post<BackupRunReply>('/api/admin/backupRun', { token })).data.run;
    },
  };
}
