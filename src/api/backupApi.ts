import type { AxiosInstance } from 'axios';
import type { BackupStatusReply } from '../../shared/backupTypes.ts';
import type { DiskStatusReply } from '../../shared/diskTypes.ts';

/** What the admin panel shows of the server's backups and disk. */
export interface BackupApi {
  backupStatus(token: string): Promise<BackupStatusReply>;
  /** The free space of the server's disk, and the reserve under which photos are refused. */
  diskStatus(token: string): Promise<DiskStatusReply>;
}

export function createBackupApi(http: AxiosInstance): BackupApi {
  return {
    async backupStatus(token) {
      return (await http.post<BackupStatusReply>('/api/admin/backupStatus', { token })).data;
    },
    async diskStatus(token) {
      return (await http.post<DiskStatusReply>('/api/admin/disk', { token })).data;
    },
  };
}
