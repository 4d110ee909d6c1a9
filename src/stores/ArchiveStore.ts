import { makeAutoObservable } from 'mobx';
import type { ArchiveApi } from '../api/archiveApi.ts';
import { busyCall } from './busyCall.ts';

/** The family archive's download link, asked for by the admin. Not persisted. */
export class ArchiveStore {
  archiveBusy = false;
  archiveError: string | undefined = undefined;

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
  }

  /** A one-time download link for the family archive; undefined with `archiveError` when refused. */
  async archiveLink(): Promise<string | undefined> {
    const token = this.getToken();
    if (!token || this.archiveBusy) return undefined;
    let link: string | undefined;
    await busyCall(() => this.api.exportLink(token), {
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
