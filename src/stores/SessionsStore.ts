import { makeAutoObservable } from 'mobx';
import type { AccountsApi } from '../api/accountsApi.ts';
import type { SessionItem } from '../../shared/accountTypes.ts';
import { busyCall } from './busyCall.ts';
import type { RootStore } from './RootStore.ts';

/** « Appareils connectés » on the account screen (issue 38): the account's open sessions, and
 * ending one of the others. Not persisted: the list is only true when just asked for. */
export class SessionsStore {
  sessions: SessionItem[] = [];
  status: 'idle' | 'loading' | 'error' = 'idle';
  /** Why the list could not be read, or why a session could not be ended, in French. */
  error: string | undefined = undefined;
  /** The session being ended, so its button shows it. */
  endingId: number | undefined = undefined;

  private readonly api: Pick<AccountsApi, 'listSessions' | 'endSession'>;
  private readonly getToken: () => string | undefined;

  constructor(api: Pick<AccountsApi, 'listSessions' | 'endSession'>, getToken: () => string | undefined) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<SessionsStore, 'api' | 'getToken'>(this, { api: false, getToken: false });
  }

  async load(): Promise<boolean> {
    const token = this.getToken();
    if (!token) return false;
    return busyCall(() => this.api.listSessions(token), {
      busy: (on) => {
        if (on) this.status = 'loading';
      },
      error: (message) => {
        this.error = message;
        if (message !== undefined) this.status = 'error';
      },
      done: (sessions) => {
        this.sessions = sessions;
        this.status = 'idle';
      },
    });
  }

  /** Ends session `id`; once the server has, it leaves the list. */
  async end(id: number): Promise<boolean> {
    const token = this.getToken();
    if (!token || this.endingId !== undefined) return false;
    return busyCall(() => this.api.endSession(token, id), {
      busy: (on) => {
        this.endingId = on ? id : undefined;
      },
      error: (message) => {
        this.error = message;
      },
      done: () => {
        this.sessions = this.sessions.filter((session) => session.id !== id);
      },
    });
  }

  reset(): void {
    this.sessions = [];
    this.status = 'idle';
    this.error = undefined;
    this.endingId = undefined;
  }
}

/** The account screen's « Appareils connectés », made by its screen on first use (RootStore.screenStore). */
export function sessionsOf(root: RootStore): SessionsStore {
  return root.screenStore('sessions', () => new SessionsStore(root.api.accounts, () => root.accounts.token));
}
