import type { AxiosInstance } from 'axios';
import type { AccountRow, ResetCodeReply, StatusReply, UserRow } from '../../shared/accountTypes.ts';
import { accountRowFromWire } from './wireNames.ts';

export type AdminRole = 'admin' | 'user';

/** The admin's calls on the family's accounts; their rows carry the pseudo (the wire's firstName). */
export interface AccountsAdminApi {
  getUsers(token: string): Promise<AccountRow[]>;
  setStatus(token: string, id: number, status: number): Promise<AccountRow>;
  /** A single-use code the admin reads out to the relative; `expires` in epoch milliseconds. */
  resetCode(token: string, id: number): Promise<ResetCodeReply>;
  setRole(token: string, id: number, role: AdminRole): Promise<AccountRow>;
}

export function createAccountsAdminApi(http: AxiosInstance): AccountsAdminApi {
  return {
    async getUsers(token) {
      return (await http.post<UserRow[]>('/api/admin/getUsers', { token })).data.map(accountRowFromWire);
    },
    async setStatus(token, id, status) {
      return accountRowFromWire((await http.post<StatusReply>('/api/admin/status', { token, id, status })).data.user);
    },
    async resetCode(token, id) {
      return (await http.post<ResetCodeReply>('/api/admin/resetcode', { token, id })).data;
    },
    async setRole(token, id, role) {
      return accountRowFromWire((await http.post<StatusReply>('/api/admin/role', { token, id, role })).data.user);
    },
  };
}
