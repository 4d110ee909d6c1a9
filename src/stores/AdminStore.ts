import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api/adminApi.ts';
import type { UserApi } from '../api/userApi.ts';
import { errorMessage } from '../api/httpClient.ts';
import type { UserRow } from '../../shared/userApi.ts';

export type AdminCheck = 'checking' | 'admin' | 'denied';

export class AdminStore {
  adminCheck: AdminCheck = 'checking';
  users: UserRow[] = [];
  isRetrieving = false;
  errorRetrieve: string | undefined = undefined;
  busyUserId: number | undefined = undefined;
  /** The server's reason for refusing the last status change, e.g. the 409 on one's own account. */
  statusError: string | undefined = undefined;

  private readonly adminApi: AdminApi;
  private readonly userApi: UserApi;
  private readonly getToken: () => string | undefined;

  constructor(adminApi: AdminApi, userApi: UserApi, getToken: () => string | undefined) {
    this.adminApi = adminApi;
    this.userApi = userApi;
    this.getToken = getToken;
    makeAutoObservable<AdminStore, 'adminApi' | 'userApi' | 'getToken'>(this, {
      adminApi: false,
      userApi: false,
      getToken: false,
    });
  }

  /** The panel asks the server, never the local role, whether this user is admin. */
  async checkAdmin(): Promise<boolean> {
    this.adminCheck = 'checking';
    const token = this.getToken();
    try {
      if (!token) throw new Error('no token');
      await this.userApi.checkAdmin(token);
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

  async loadUsers(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    this.isRetrieving = true;
    this.errorRetrieve = undefined;
    try {
      const users = await this.adminApi.getUsers(token);
      runInAction(() => {
        this.users = users;
      });
    } catch (error) {
      runInAction(() => {
        this.errorRetrieve = errorMessage(error);
      });
    } finally {
      runInAction(() => {
        this.isRetrieving = false;
      });
    }
  }

  async changeStatus(id: number, status: number): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    this.busyUserId = id;
    this.statusError = undefined;
    try {
      const updated = await this.adminApi.setStatus(token, id, status);
      runInAction(() => {
        this.users = this.users.map((user) => (user.id === updated.id ? updated : user));
      });
    } catch (error) {
      // Spec §8 only logs admin failures; the admin also needs the reason to act on it (issue 9).
      console.error('Changement de statut impossible', errorMessage(error));
      runInAction(() => {
        this.statusError = errorMessage(error);
      });
    } finally {
      runInAction(() => {
        this.busyUserId = undefined;
      });
    }
  }

  dismissStatusError(): void {
    this.statusError = undefined;
  }
}
