import type { AxiosInstance } from 'axios';
import type { CurrentUser, LoginBody, PasswordBody, RegisterBody, ResetBody, UserInfo } from '../../shared/accountTypes.ts';

export interface UserApi {
  register(body: RegisterBody): Promise<void>;
  login(body: LoginBody): Promise<UserInfo>;
  verifyToken(token: string): Promise<void>;
  checkAdmin(token: string): Promise<void>;
  refresh(token: string): Promise<CurrentUser>;
  /** Ends this session on the server; a session already gone is still a success. */
  logout(token: string): Promise<void>;
  /** Ends every session of the account, this one included. */
  logoutAll(token: string): Promise<void>;
  /** Ends every other session of the account and keeps this one. */
  changePassword(body: PasswordBody): Promise<void>;
  /** With a code from an admin, no token: the relative has forgotten the password. */
  resetPassword(body: ResetBody): Promise<void>;
}

export function createUserApi(http: AxiosInstance): UserApi {
  return {
    async register(body) {
      await http.post('/api/user/register', body);
    },
    async login(body) {
      const { data } = await http.post<UserInfo>('/api/user/login', body);
      return data;
    },
    async verifyToken(token) {
      await http.post('/api/user/token', { token });
    },
    async checkAdmin(token) {
      await http.post('/api/user/role', { token });
    },
    async refresh(token) {
      const { data } = await http.post<CurrentUser>('/api/user/refresh', { token });
      return data;
    },
    async logout(token) {
      await http.post('/api/user/logout', { token });
    },
    async logoutAll(token) {
      await http.post('/api/user/logoutAll', { token });
    },
    async changePassword(body) {
      await http.post('/api/user/password', body);
    },
    async resetPassword(body) {
      await http.post('/api/user/reset', body);
    },
  };
}
