import { makeAutoObservable } from 'mobx';
import type { ArchiveApi } from '../api/archiveApi.ts';
import { busyCall } from './busyCall.ts';
import type { RootStore } from './RootStore.ts';

/** The family archive's download link, asked for by the admin. Not persisted. */
export class ArchiveStore {
  archiveBusy = false;
  archiveError: string | undefined = undefined;
  /** The admin's choice: the archive also holds the photos' originals (much heavier). Off by default. */
  archiveOriginals = false;

  private readonly api: ArchiveApi;
  private readonly getToken: () => string | undefined;

  constructor(api: ArchiveApi, getToken: () => string | undefined) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<ArchiveStore, 'api' | 'getToken'>(this, { api: false, getToken: false });
  }

  reset(): void {
    this.archiveBusy = false;
    this.archiveError = undefined;
    this.archiveOriginals = false;
  }

  setArchiveOriginals(originals: boolean): void {
    this.archiveOriginals = originals;
  }

  /** A one-time download link for the family archive; undefined with `archiveError` when refused. */
  async archiveLink(): Promise<string | undefined> {
    const token = this.getToken();
    if (!token || this.archiveBusy) return undefined;
    let link: string | undefined;
    const originals = this.archiveOriginals;
    await busyCall(() => this.api.exportLink(token, originals), {
      busy: (on) => {
        this.archiveBusy = on;
      },
      error: (message) => {
        this.archiveError = message;
      },
      done: (url) => {
        link = url;
      },
    });
    return link;
  }
}

/** The admin's family archive, made by its screen on first use (RootStore.screenStore). */
export function archiveOf(root: RootStore): ArchiveStore {
  return root.screenStore('archive', () => new ArchiveStore(root.api.archive, () => root.accounts.token));
}
