import { makeAutoObservable, runInAction } from 'mobx';
import type { BackupApi } from '../api/backupApi.ts';
import type { BackupStatusReply } from '../../shared/backupTypes.ts';
import type { DiskStatusReply } from '../../shared/diskTypes.ts';
import { errorMessage } from '../api/httpClient.ts';
import type { BackupRun, StorageReply } from '../../shared/storageTypes.ts';
import { busyCall } from './busyCall.ts';
import type { RootStore } from './RootStore.ts';

/** How often a running backup's progress is asked for. */
const RUN_POLL_MS = 1000;

/** What the admin panel shows of the server's backups and of its disk. Not persisted. */
export class BackupStore {
  backupStatus: BackupStatusReply | undefined = undefined;
  backupStatusError: string | undefined = undefined;
  /** Undefined until read, and when it could not be: the warning then stays hidden. */
  diskStatus: DiskStatusReply | undefined = undefined;
  /** Issue 38, the « Stockage » panel: undefined until read. */
  storage: StorageReply | undefined = undefined;
  storageStatus: 'idle' | 'loading' | 'error' = 'idle';
  storageError: string | undefined = undefined;
  /** « Sauvegarder maintenant » refused (a full disk's 507) or unreachable, in French. */
  backupRefusal: string | undefined = undefined;
  isStartingBackup = false;

  private readonly api: BackupApi;
  private readonly getToken: () => string | undefined;
  private readonly pollMs: number;
  private pollTimer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(api: BackupApi, getToken: () => string | undefined, { pollMs = RUN_POLL_MS } = {}) {
    this.api = api;
    this.getToken = getToken;
    this.pollMs = pollMs;
    makeAutoObservable<BackupStore, 'api' | 'getToken' | 'pollMs' | 'pollTimer'>(this, { api: false, getToken: false, pollMs: false, pollTimer: false });
  }

  get backupRun(): BackupRun | undefined {
    return this.storage?.run;
  }

  /** Sign-out: the next relative on this device sees none of this admin's answers. */
  reset(): void {
    this.backupStatus = undefined;
    this.backupStatusError = undefined;
    this.diskStatus = undefined;
    this.storage = undefined;
    this.storageStatus = 'idle';
    this.storageError = undefined;
    this.backupRefusal = undefined;
    this.isStartingBackup = false;
    clearTimeout(this.pollTimer);
    this.pollTimer = undefined;
  }

  async loadStorage(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    await busyCall(() => this.api.storage(token), {
      busy: (on) => {
        if (on) this.storageStatus = 'loading';
      },
      error: (message) => {
        this.storageError = message;
        if (message) this.storageStatus = 'error';
      },
      done: (storage) => {
        this.storage = storage;
        this.storageStatus = 'idle';
      },
    });
    if (this.backupRun?.state === 'running') this.followRun();
  }

  /** « Sauvegarder maintenant »: started on the server, then followed until it ends. */
  async backupNow(): Promise<void> {
    const token = this.getToken();
    if (!token || this.isStartingBackup) return;
    const started = await busyCall(() => this.api.startBackup(token), {
      busy: (on) => {
        this.isStartingBackup = on;
      },
      error: (message) => {
        this.backupRefusal = message;
      },
      done: (run) => {
        if (this.storage) this.storage.run = run;
      },
    });
    if (started) this.followRun();
  }

  /** Asks for the run's progress until it ends, then reads the sizes again (the new archive counts). */
  private followRun(): void {
    if (this.pollTimer !== undefined) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = undefined;
      const token = this.getToken();
      if (!token) return;
      this.api.backupRun(token).then(
        (run) => {
          runInAction(() => {
            if (this.storage) this.storage.run = run;
          });
          if (run.state === 'running') this.followRun();
          else void this.loadStorage();
        },
        // A missed answer is not the backup's failure: asked again at the next beat.
        () => this.followRun(),
      );
    }, this.pollMs);
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
