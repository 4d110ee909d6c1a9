import { AccessStatus, normaliseAccess } from '../../shared/accessStatus.ts';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { AccountsAdminApi, AdminRole } from '../api/accountsAdminApi.ts';
import type { AccountsApi } from '../api/accountsApi.ts';
import { busyCall } from './busyCall.ts';
import type { AccountRow } from '../../shared/accountTypes.ts';
import type { RootStore } from './RootStore.ts';

export type AdminCheck = 'checking' | 'admin' | 'denied';

/** A code just issued, kept only while its dialog is open: the server stores nothing but its hash. */
export type IssuedResetCode = { userId: number; code: string; expires: number };

/** The admin panel's accounts: whether the server says admin, the family's users, and what the
 * admin does to one of them (status, role, reset code). Not persisted. */
export class AccountsAdminStore {
  adminCheck: AdminCheck = 'checking';
  users: AccountRow[] = [];
  isRetrieving = false;
  errorRetrieve: string | undefined = undefined;
  busyUserId: number | undefined = undefined;
  /** The server's reason for refusing the last status change, e.g. the 409 on one's own account. */
  statusError: string | undefined = undefined;
  resetCode: IssuedResetCode | undefined = undefined;

  private readonly adminApi: AccountsAdminApi;
  private readonly accountsApi: AccountsApi;
  private readonly getToken: () => string | undefined;

  constructor(adminApi: AccountsAdminApi, accountsApi: AccountsApi, getToken: () => string | undefined) {
    this.adminApi = adminApi;
    this.accountsApi = accountsApi;
    this.getToken = getToken;
    makeAutoObservable<AccountsAdminStore, 'adminApi' | 'accountsApi' | 'getToken'>(this, {
      adminApi: false,
      accountsApi: false,
      getToken: false,
      followPendingCount: false,
    });
  }

  /** Sign-out: the next relative on this device sees none of this admin's lists or answers. */
  reset(): void {
    this.adminCheck = 'checking';
    this.users = [];
    this.isRetrieving = false;
    this.errorRetrieve = undefined;
    this.busyUserId = undefined;
    this.statusError = undefined;
    this.resetCode = undefined;
  }

  /** The panel asks the server, never the local role, whether this user is admin. */
  async checkAdmin(): Promise<boolean> {
    this.adminCheck = 'checking';
    const token = this.getToken();
    try {
      if (!token) throw new Error('no token');
      await this.accountsApi.checkAdmin(token);
      runInAction(() => {
        this.adminCheck = 'admin';
      });
      return true;
    } catch {
      runInAction(() => {
        this.adminCheck = 'denied';
      });
      return false;
    }
  }

  /**
   * While the admin screen shows: a sign-up elsewhere moves the live pending count, and the list
   * follows without a reload (the count's first value is the one the list was loaded with).
   * Returns the function that stops following.
   */
  followPendingCount(pendingCount: () => number): () => void {
    return reaction(pendingCount, () => {
      if (this.adminCheck === 'admin') void this.loadUsers();
    });
  }

  /** Waiting accounts first, each group in the server's order: what needs the admin comes first. */
  get usersWaitingFirst(): AccountRow[] {
    const waiting = (user: AccountRow) => normaliseAccess(user.access) === AccessStatus.waiting;
    return [...this.users.filter(waiting), ...this.users.filter((user) => !waiting(user))];
  }

  async loadUsers(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    await busyCall(() => this.adminApi.getUsers(token), {
      busy: (on) => {
        this.isRetrieving = on;
      },
      error: (message) => {
        this.errorRetrieve = message;
      },
      done: (users) => {
        this.users = users;
      },
    });
  }

  async changeStatus(id: number, status: number): Promise<void> {
    await this.runOnRow(id, (token) => this.adminApi.setStatus(token, id, status), 'Changement de statut impossible', (updated) =>
      this.replaceUser(updated),
    );
  }

  private replaceUser(updated: AccountRow): void {
    this.users = this.users.map((user) => (user.id === updated.id ? updated : user));
  }

  /** Every row action: the row is busy meanwhile, and a refusal (409 and its French reason) lands
   * in statusError. Spec §8 only logs admin failures; the admin also needs the reason (issue 9).
   * The reply is applied in the same action that ends the busy state, so the row is drawn once with
   * its outcome: the table restores a keyboard admin's focus on that one render. */
  private async runOnRow<T>(id: number, call: (token: string) => Promise<T>, log: string, apply: (reply: T) => void): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    await busyCall(() => call(token), {
      busy: (on) => {
        this.busyUserId = on ? id : undefined;
      },
      error: (message) => {
        this.statusError = message;
      },
      log,
      done: apply,
    });
  }

  async issueResetCode(id: number): Promise<void> {
    this.resetCode = undefined;
    await this.runOnRow(id, (token) => this.adminApi.resetCode(token, id), 'Code de réinitialisation impossible', (reply) => {
      this.resetCode = { userId: id, code: reply.code, expires: reply.expires };
    });
  }

  /** Forgets the code once the admin closes its dialog: it is shown once, never kept around. */
  closeResetCode(): void {
    this.resetCode = undefined;
  }

  async setRole(id: number, role: AdminRole): Promise<void> {
    await this.runOnRow(id, (token) => this.adminApi.setRole(token, id, role), 'Changement de rôle impossible', (updated) =>
      this.replaceUser(updated),
    );
  }

  dismissStatusError(): void {
    this.statusError = undefined;
  }
}

/** The admin screen's list of accounts, made by its screen on first use (RootStore.screenStore). */
export function accountsAdminOf(root: RootStore): AccountsAdminStore {
  return root.screenStore('accountsAdmin', () => new AccountsAdminStore(root.api.accountsAdmin, root.api.accounts, () => root.accounts.token));
}
