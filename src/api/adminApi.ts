import type { AxiosInstance } from 'axios';
import type { StatusReply, UserRow } from '../../shared/userApi.ts';

export interface AdminApi {
  getUsers(token: string): Promise<UserRow[]>;
  setStatus(token: string, id: number, status: number): Promise<UserRow>;
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
  };
}
