import { makeAutoObservable, runInAction } from 'mobx';
import type { BackupApi } from '../api/backupApi.ts';
import type { BackupStatusReply } from '../../shared/backupTypes.ts';
import type { DiskStatusReply } from '../../shared/diskTypes.ts';
import { errorMessage } from '../api/httpClient.ts';
import { busyCall } from './busyCall.ts';
import type { RootStore } from './RootStore.ts';

/** What the admin panel shows of the server's backups and of its disk. Not persisted. */
export class BackupStore {
  backupStatus: BackupStatusReply | undefined = undefined;
  backupStatusError: string | undefined = undefined;
  /** Undefined until read, and when it could not be: the warning then stays hidden. */
  diskStatus: DiskStatusReply | undefined = undefined;

  private readonly api: BackupApi;
  private readonly getToken: () => string | undefined;

  constructor(api: BackupApi, getToken: () => string | undefined) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<BackupStore, 'api' | 'getToken'>(this, { api: false, getToken: false });
  }

  /** Sign-out: the next relative on this device sees none of this admin's answers. */
  reset(): void {
    this.backupStatus = undefined;
    this.backupStatusError = undefined;
    this.diskStatus = undefined;
  }

  async loadBackupStatus(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    await busyCall(() => this.api.backupStatus(token), {
      error: (message) => {
        this.backupStatusError = message;
      },
      done: (status) => {
        this.backupStatus = status;
      },
    });
  }

  /** Spec §8: a failure of this admin call is only logged; the screen then shows no warning. */
  async loadDiskStatus(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    try {
      const status = await this.api.diskStatus(token);
      runInAction(() => {
        this.diskStatus = status;
      });
    } catch (error) {
      console.error('Lecture de la place libre impossible', errorMessage(error));
    }
  }
}

/** The admin's backup and disk status, made by its screen on first use (RootStore.screenStore). */
export function backupOf(root: RootStore): BackupStore {
  return root.screenStore('backup', () => new BackupStore(root.api.backup, () => root.accounts.token));
}
