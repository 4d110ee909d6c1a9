import type { AxiosInstance } from 'axios';
import type { ResetCodeReply, StatusReply, UserRow } from '../../shared/accountTypes.ts';

export type AdminRole = 'admin' | 'user';

/** The admin's calls on the family's accounts. */
export interface AccountsAdminApi {
  getUsers(token: string): Promise<UserRow[]>;
  setStatus(token: string, id: number, status: number): Promise<UserRow>;
  /** A single-use code the admin reads out to the relative; `expires` in epoch milliseconds. */
  resetCode(token: string, id: number): Promise<ResetCodeReply>;
  setRole(token: string, id: number, role: AdminRole): Promise<UserRow>;
}

export function createAccountsAdminApi(http: AxiosInstance): AccountsAdminApi {
  return {
    async getUsers(token) {
      return (await http.post<UserRow[]>('/api/admin/getUsers', { token })).data;
    },
    async setStatus(token, id, status) {
      return (await http.post<StatusReply>('/api/admin/status', { token, id, status })).data.user;
    },
    async resetCode(token, id) {
      return (await http.post<ResetCodeReply>('/api/admin/resetcode', { token, id })).data;
    },
    async setRole(token, id, role) {
      return (await http.post<StatusReply>('/api/admin/role', { token, id, role })).data.user;
    },
  };
}
