import { ApiError } from '../api/httpClient.ts';
import type { AccountsApi } from '../api/accountsApi.ts';
import type { AccountsAdminApi } from '../api/accountsAdminApi.ts';
import { adminCall, type FakeAdminApiOptions } from './fakeAdminCall.ts';
import { withWirePseudo } from '../api/wireNames.ts';
import type { AccountRow, SessionItem, UserInfo } from '../../shared/accountTypes.ts';

// In-memory API clients for store tests and screen stories: same contracts, no network.

// The login reply as the wire and the device hold it, its pseudo under the spec's name.
export const sampleUser: UserInfo = withWirePseudo({
  id: 2,
  pseudo: 'Marie',
  email: 'marie@example.org',
  role: 'user' as const,
  userToken: 'token-marie',
});

export const sampleAdmin: UserInfo = withWirePseudo({ ...sampleUser, id: 1, pseudo: 'Paul', role: 'admin' as const, userToken: 'token-paul' });

/** The sample relative's login reply under another pseudo. */
export function userInfoOf(pseudo: string): UserInfo {
  return withWirePseudo({ ...sampleUser, pseudo });
}

/** The sample relative's devices: this one, a phone and a session from before labels. */
export const sampleSessions: SessionItem[] = [
  { id: 3, device: 'Firefox sur Windows', lastUsed: new Date(2026, 10, 29, 8, 0).getTime(), current: true },
  { id: 2, device: 'Chrome sur Android', lastUsed: new Date(2026, 10, 28, 18, 42).getTime(), current: false },
  { id: 1, device: null, lastUsed: new Date(2026, 9, 3, 9, 5).getTime(), current: false },
];

export interface FakeAccountsApiOptions {
  /** The account's open sessions (« Appareils connectés »); sampleSessions by default. */
  sessions?: SessionItem[];
  /** Listing the sessions fails with this message. */
  sessionsError?: string;
  loginAs?: UserInfo;
  failWith?: string;
  /** Tokens the fake server no longer accepts (ban, delete, expiry). */
  revoked?: Set<string>;
  /** The account's password: a password change with another old one answers 403. */
  password?: string;
  /** The reset code the fake accepts; any other answers 400. */
  resetCode?: string;
  /** Every account call (logout, password, reset) fails with this message and status. */
  accountError?: { message: string; status: number };
  /** Account calls wait this long, so a story can show the busy state. */
  delayMs?: number;
}

export function fakeAccountsApi(options: FakeAccountsApiOptions = {}): AccountsApi & { calls: string[] } {
  const calls: string[] = [];
  let sessions = [...(options.sessions ?? sampleSessions)];
  const accountCall = async () => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.accountError) throw new ApiError(options.accountError.message, options.accountError.status);
  };
  const check = (token: string) => {
    if (options.revoked?.has(token)) throw new ApiError('Votre session a expiré, reconnectez-vous', 401);
  };
  return {
    calls,
    async register(body) {
      calls.push(`register ${body.pseudo} ${body.email}`);
      if (options.failWith) throw new ApiError(options.failWith, 409);
    },
    async login(body) {
      calls.push(`login ${body.email}`);
      if (options.failWith) throw new ApiError(options.failWith, 403);
      return options.loginAs ?? sampleUser;
    },
    async verifyToken(token) {
      calls.push('token');
      check(token);
    },
    async checkAdmin(token) {
      calls.push('role');
      check(token);
      if (token !== sampleAdmin.userToken) throw new ApiError('Réservé aux administrateurs', 403);
    },
    async refresh(token) {
      calls.push('refresh');
      check(token);
      const { userToken: _token, ...user } = options.loginAs ?? sampleUser;
      return user;
    },
    async logout(token) {
      calls.push('logout');
      await accountCall();
      options.revoked?.add(token);
    },
    async logoutAll(token) {
      calls.push('logoutAll');
      await accountCall();
      check(token);
      options.revoked?.add(token);
    },
    async listSessions(token) {
      calls.push('sessions');
      check(token);
      if (options.sessionsError) throw new ApiError(options.sessionsError, 503);
      return sessions.map((session) => ({ ...session }));
    },
    async endSession(token, id) {
      calls.push(`endSession ${id}`);
      await accountCall();
      check(token);
      if (!sessions.some((session) => session.id === id)) throw new ApiError("Cet appareil n'est plus connecté à votre compte", 404);
      sessions = sessions.filter((session) => session.id !== id);
    },
    async changePassword(body) {
      calls.push(`password ${body.newPassword}`);
      await accountCall();
      check(body.token);
      if (body.oldPassword !== (options.password ?? FAKE_PASSWORD)) throw new ApiError("L'ancien mot de passe est incorrect", 403);
    },
    async resetPassword(body) {
      calls.push(`reset ${body.email} ${body.code}`);
      await accountCall();
      if (body.code !== (options.resetCode ?? FAKE_RESET_CODE)) throw new ApiError("Ce code ne convient pas : il est faux, déjà utilisé ou expiré. Demandez-en un nouveau à l'admin", 400);
    },
  };
}

export interface FakeAccountsAdminApiOptions extends FakeAdminApiOptions {
  /** The signed-in admin's id: like the server, changing one's own status answers 409. */
  selfId?: number;
  /** What resetCode answers; by default a fixed code valid 24 hours from `now`. */
  resetCode?: Awaited<ReturnType<AccountsAdminApi['resetCode']>>;
}

export function fakeAccountsAdminApi(users: AccountRow[] = [], options: FakeAccountsAdminApiOptions = {}): AccountsAdminApi {
  let rows = [...users];
  const call = adminCall(options);
  const find = (id: number) => {
    const row = rows.find((user) => user.id === id);
    if (!row) throw new ApiError('Utilisateur introuvable', 404);
    return row;
  };
  const replace = (updated: AccountRow) => {
    rows = rows.map((user) => (user.id === updated.id ? updated : user));
    return updated;
  };
  // Same rules and French reasons as server/accounts/adminService.ts (access 1 granted, 2 banned, 3 deleted).
  const grantedAdmins = () => rows.filter((user) => user.role === 'admin' && user.access === 1);
  return {
    async getUsers() {
      await call(500);
      return rows;
    },
    async setStatus(_token, id, status) {
      await call(409);
      if (id === options.selfId) throw new ApiError('Vous ne pouvez pas changer votre propre statut', 409);
      const row = find(id);
      const revokes = status === 2 || status === 3;
      if (revokes && row.role === 'admin') throw new ApiError(fakeAdminReasons.demoteFirst, 409);
      return replace({ ...row, access: status });
    },
    async resetCode(_token, id) {
      await call(409);
      if (find(id).access === 3) throw new ApiError(fakeAdminReasons.resetCodeForDeleted, 409);
      return options.resetCode ?? { code: 'K7MQ4XRT9C', expires: Date.now() + 24 * 60 * 60_000 };
    },
    async setRole(_token, id, role) {
      await call(409);
      const row = find(id);
      if (row.role === role) return row;
      if (role === 'admin' && row.access !== 1) throw new ApiError(fakeAdminReasons.promoteNotGranted, 409);
      if (role === 'user' && grantedAdmins().every((admin) => admin.id === id)) throw new ApiError(fakeAdminReasons.lastAdmin, 409);
      return replace({ ...row, role });
    },
  };
}

/** The server's refusals the admin fake repeats word for word (server/platform/messages.ts). */
export const fakeAdminReasons = {
  lastAdmin: 'Il doit rester au moins un administrateur : nommez-en un autre avant',
  demoteFirst: "Ce compte est administrateur : retirez-lui d'abord ce rôle",
  promoteNotGranted: 'Seul un compte autorisé peut devenir administrateur',
  resetCodeForDeleted: 'Ce compte est supprimé : il ne peut pas recevoir de code',
} as const;

/** The password and reset code fakeAccountsApi accepts unless told otherwise. */
export const FAKE_PASSWORD = 'ancien-secret';
export const FAKE_RESET_CODE = 'ABCDE23456';
