import type { AxiosInstance } from 'axios';
import type { CurrentUser, LoginBody, PasswordBody, RegisterBody, ResetBody, SessionItem, SessionsReply, UserInfo } from '../../shared/accountTypes.ts';
import { withWirePseudo } from './wireNames.ts';

/** The register body inside the client: the pseudo, already URL-encoded as the spec asks. */
export type Registration = Omit<RegisterBody, 'firstName'> & { pseudo: string };

export interface AccountsApi {
  register(registration: Registration): Promise<void>;
  login(body: LoginBody): Promise<UserInfo>;
  verifyToken(token: string): Promise<void>;
  checkAdmin(token: string): Promise<void>;
  refresh(token: string): Promise<CurrentUser>;
  /** Ends this session on the server; a session already gone is still a success. */
  logout(token: string): Promise<void>;
  /** Ends every session of the account, this one included. */
  logoutAll(token: string): Promise<void>;
  /** « Appareils connectés »: the account's open sessions, this one marked `current`. */
  listSessions(token: string): Promise<SessionItem[]>;
  /** Ends one of the account's own sessions, as its sign-out would. */
  endSession(token: string, id: number): Promise<void>;
  /** Ends every other session of the account and keeps this one. */
  changePassword(body: PasswordBody): Promise<void>;
  /** With a code from an admin, no token: the relative has forgotten the password. */
  resetPassword(body: ResetBody): Promise<void>;
}

export function createAccountsApi(http: AxiosInstance): AccountsApi {
  // Most account calls answer nothing the client reads: success is the 2xx itself.
  const send = (path: string) => async (body: object) => {
    await http.post(path, body);
  };
  const withToken = (path: string) => (token: string) => send(path)({ token });
  return {
    register: (registration) => send('/api/user/register')(withWirePseudo(registration)),
    async login(body) {
      const { data } = await http.post<UserInfo>('/api/user/login', body);
      return data;
    },
    verifyToken: withToken('/api/user/token'),
    checkAdmin: withToken('/api/user/role'),
    async refresh(token) {
      const { data } = await http.post<CurrentUser>('/api/user/refresh', { token });
      return data;
    },
    logout: withToken('/api/user/logout'),
    logoutAll: withToken('/api/user/logoutAll'),
    async listSessions(token) {
      const { data } = await http.post<SessionsReply>('/api/user/sessions', { token });
      return data.sessions;
    },
    endSession: (token, id) => send('/api/user/endSession')({ token, id }),
    changePassword: send('/api/user/password'),
    resetPassword: send('/api/user/reset'),
  };
}
