import type { AxiosInstance } from 'axios';
import type { ResetCodeReply, StatusReply, UserRow } from '../../shared/accountTypes.ts';
import type { BackupStatusReply } from '../../shared/backupTypes.ts';
import type { DiskStatusReply } from '../../shared/diskTypes.ts';
import { ApiError } from './httpClient.ts';

export type AdminRole = 'admin' | 'user';

export interface AdminApi {
  getUsers(token: string): Promise<UserRow[]>;
  setStatus(token: string, id: number, status: number): Promise<UserRow>;
  /** A single-use code the admin reads out to the relative; `expires` in epoch milliseconds. */
  resetCode(token: string, id: number): Promise<ResetCodeReply>;
  setRole(token: string, id: number, role: AdminRole): Promise<UserRow>;
  /** Moderation: any article, with its images and comments. */
  deleteArticle(token: string, id: number): Promise<void>;
  /** Moderation: a chat message, by the ts the server gave it. */
  deleteMessage(token: string, ts: string): Promise<void>;
  backupStatus(token: string): Promise<BackupStatusReply>;
  /** The free space of the server's disk, and the reserve under which photos are refused. */
  diskStatus(token: string): Promise<DiskStatusReply>;
  /** A one-time link (one minute) the browser follows to download the family archive. */
  exportLink(token: string): Promise<string>;
}

function expectDone(data: unknown): void {
  if (data !== 'done') throw new ApiError("La suppression n'a pas été confirmée par le serveur");
}

export function createAdminApi(http: AxiosInstance): AdminApi {
  return {
    async getUsers(token) {
      const { data } = await http.post<UserRow[]>('/api/admin/getUsers', { token });
      return data;
    },
    async setStatus(token, id, status) {
      const { data } = await http.post<StatusReply>('/api/admin/status', { token, id, status });
      return data.user;
    },
    async resetCode(token, id) {
      const { data } = await http.post<ResetCodeReply>('/api/admin/resetcode', { token, id });
      return data;
    },
    async setRole(token, id, role) {
      const { data } = await http.post<StatusReply>('/api/admin/role', { token, id, role });
      return data.user;
    },
    async deleteArticle(token, id) {
      expectDone((await http.post<string>('/api/admin/deletearticle', { token, id })).data);
    },
    async deleteMessage(token, ts) {
      expectDone((await http.post<string>('/api/admin/deletemessage', { token, ts })).data);
    },
    async backupStatus(token) {
      return (await http.post<BackupStatusReply>('/api/admin/backupStatus', { token })).data;
    },
    async diskStatus(token) {
      return (await http.post<DiskStatusReply>('/api/admin/disk', { token })).data;
    },
    async exportLink(token) {
      return (await http.post<{ url: string }>('/api/admin/exportLink', { token })).data.url;
    },
  };
}
