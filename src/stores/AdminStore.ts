import { AccessStatus, normaliseAccess } from '../../shared/accessStatus.ts';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { AdminApi, AdminRole } from '../api/adminApi.ts';
import type { BackupStatusReply } from '../../shared/backupTypes.ts';
import type { DiskStatusReply } from '../../shared/diskTypes.ts';
import type { UserApi } from '../api/userApi.ts';
import { errorMessage } from '../api/httpClient.ts';
import type { UserRow } from '../../shared/accountTypes.ts';

export type AdminCheck = 'checking' | 'admin' | 'denied';

/** A code just issued, kept only while its dialog is open: the server stores nothing but its hash. */
export type IssuedResetCode = { userId: number; code: string; expires: number };

export class AdminStore {
  adminCheck: AdminCheck = 'checking';
  users: UserRow[] = [];
  /** Why a deletion of an article or a chat message was refused. */
  moderationError: string | undefined = undefined;
  backupStatus: BackupStatusReply | undefined = undefined;
  /** Undefined until read, and when it could not be: the warning then stays hidden. */
  diskStatus: DiskStatusReply | undefined = undefined;
  archiveBusy = false;
  archiveError: string | undefined = undefined;
  backupStatusError: string | undefined = undefined;
  isRetrieving = false;
  errorRetrieve: string | undefined = undefined;
  busyUserId: number | undefined = undefined;
  /** The server's reason for refusing the last status change, e.g. the 409 on one's own account. */
  statusError: string | undefined = undefined;
  resetCode: IssuedResetCode | undefined = undefined;

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
      followPendingCount: false,
    });
  }

  /** Sign-out: the next relative on this device sees none of this admin's lists or answers. */
  reset(): void {
    this.adminCheck = 'checking';
    this.users = [];
    this.moderationError = undefined;
    this.backupStatus = undefined;
    this.diskStatus = undefined;
    this.archiveBusy = false;
    this.archiveError = undefined;
    this.backupStatusError = undefined;
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
  get usersWaitingFirst(): UserRow[] {
    const waiting = (user: UserRow) => normaliseAccess(user.access) === AccessStatus.waiting;
    return [...this.users.filter(waiting), ...this.users.filter((user) => !waiting(user))];
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
    await this.runOnRow(id, (token) => this.adminApi.setStatus(token, id, status), 'Changement de statut impossible', (updated) =>
      this.replaceUser(updated),
    );
  }

  private replaceUser(updated: UserRow): void {
    this.users = this.users.map((user) => (user.id === updated.id ? updated : user));
  }

  /** Every row action: the row is busy meanwhile, and a refusal (409 and its French reason) lands
   * in statusError. Spec §8 only logs admin failures; the admin also needs the reason (issue 9).
   * The reply is applied in the same action that ends the busy state, so the row is drawn once with
   * its outcome: the table restores a keyboard admin's focus on that one render. */
  private async runOnRow<T>(id: number, call: (token: string) => Promise<T>, logLabel: string, apply: (reply: T) => void): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    this.busyUserId = id;
    this.statusError = undefined;
    try {
      const reply = await call(token);
      runInAction(() => {
        apply(reply);
        this.busyUserId = undefined;
      });
    } catch (error) {
      console.error(logLabel, errorMessage(error));
      runInAction(() => {
        this.statusError = errorMessage(error);
        this.busyUserId = undefined;
      });
    }
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

  /** A one-time download link for the family archive; undefined with `archiveError` when refused. */
  async archiveLink(): Promise<string | undefined> {
    const token = this.getToken();
    if (!token || this.archiveBusy) return undefined;
    this.archiveBusy = true;
    this.archiveError = undefined;
    try {
      return await this.adminApi.exportLink(token);
    } catch (error) {
      runInAction(() => {
        this.archiveError = errorMessage(error);
      });
      return undefined;
    } finally {
      runInAction(() => {
        this.archiveBusy = false;
      });
    }
  }

  async loadBackupStatus(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    this.backupStatusError = undefined;
    try {
      const status = await this.adminApi.backupStatus(token);
      runInAction(() => {
        this.backupStatus = status;
      });
    } catch (error) {
      runInAction(() => {
        this.backupStatusError = errorMessage(error);
      });
    }
  }

  /** Spec §8: a failure of this admin call is only logged; the screen then shows no warning. */
  async loadDiskStatus(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    try {
      const status = await this.adminApi.diskStatus(token);
      runInAction(() => {
        this.diskStatus = status;
      });
    } catch (error) {
      console.error('Lecture de la place libre impossible', errorMessage(error));
    }
  }

  /** Moderation: removes any article; false with `moderationError` set when refused. */
  async deleteArticle(id: number): Promise<boolean> {
    return this.moderate((token) => this.adminApi.deleteArticle(token, id), "Suppression de l'article impossible");
  }

  /** Moderation: removes a chat message; every chat drops it when the server says so. */
  async deleteMessage(ts: string): Promise<boolean> {
    return this.moderate((token) => this.adminApi.deleteMessage(token, ts), 'Suppression du message impossible');
  }

  dismissModerationError(): void {
    this.moderationError = undefined;
  }

  private async moderate(call: (token: string) => Promise<void>, logLabel: string): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    this.moderationError = undefined;
    try {
      await call(token);
      return true;
    } catch (error) {
      console.error(logLabel, errorMessage(error));
      runInAction(() => {
        this.moderationError = errorMessage(error);
      });
      return false;
    }
  }

  dismissStatusError(): void {
    this.statusError = undefined;
  }
}
