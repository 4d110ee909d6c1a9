import type { AxiosInstance } from 'axios';
import type { CurrentUser, LoginBody, RegisterBody, UserInfo } from '../../shared/userApi.ts';

export interface UserApi {
  register(body: RegisterBody): Promise<void>;
  login(body: LoginBody): Promise<UserInfo>;
  verifyToken(token: string): Promise<void>;
  checkAdmin(token: string): Promise<void>;
  refresh(token: string): Promise<CurrentUser>;
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
  };
}
