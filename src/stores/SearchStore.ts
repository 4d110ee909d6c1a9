import { makeAutoObservable, runInAction } from 'mobx';
import type { SearchApi } from '../api/searchApi.ts';
import { errorMessage } from '../api/httpClient.ts';
import { searchLimits, type SearchResult } from '../../shared/searchTypes.ts';
import type { RootStore } from './RootStore.ts';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error' | 'offline';

export type SearchStoreOptions = {
  /** Results as you type: the call leaves this long after the last key. */
  debounceMs?: number;
  /** The device's network flag: offline, nothing is asked and the screen says why. */
  isOnline?: () => boolean;
};

/**
 * Issue 41: the search field's state. Each call carries a number; an answer to anything but the
 * newest call (a slower earlier query, a page asked before the words changed) is dropped, so the
 * list never shows results for words no longer in the field. Not persisted.
 */
export class SearchStore {
  query = '';
  /** The words the results answer (the field may have moved on while the call is out). */
  answered = '';
  results: SearchResult[] = [];
  next: string | null = null;
  status: SearchStatus = 'idle';
  error: string | undefined = undefined;
  loadingMore = false;

  private readonly api: SearchApi;
  private readonly getToken: () => string | undefined;
  private readonly debounceMs: number;
  private readonly isOnline: () => boolean;
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  private call = 0;

  constructor(api: SearchApi, getToken: () => string | undefined, { debounceMs = 250, isOnline = () => true }: SearchStoreOptions = {}) {
    this.api = api;
    this.getToken = getToken;
    this.debounceMs = debounceMs;
    this.isOnline = isOnline;
    makeAutoObservable<SearchStore, 'api' | 'getToken' | 'debounceMs' | 'isOnline' | 'timer' | 'call'>(this, {
      api: false,
      getToken: false,
      debounceMs: false,
      isOnline: false,
      timer: false,
      call: false,
    });
  }

  reset(): void {
    this.cancel();
    this.query = '';
    this.answered = '';
    this.results = [];
    this.next = null;
    this.status = 'idle';
    this.error = undefined;
  }

  /** Each key typed: the search leaves once typing pauses; an empty field clears the list. */
  setQuery(query: string): void {
    this.query = query.slice(0, searchLimits.maxQueryLength);
    this.cancel();
    if (this.query.trim() === '') {
      this.results = [];
      this.next = null;
      this.answered = '';
      this.status = 'idle';
      return;
    }
    this.status = this.isOnline() ? 'loading' : 'offline';
    this.timer = setTimeout(() => void this.search(), this.debounceMs);
  }

  /** Asks now (Enter, « Réessayer », the network back) for the words in the field. */
  async search(): Promise<void> {
    this.cancel();
    const q = this.query.trim();
    const token = this.getToken();
    if (q === '' || !token) {
      this.status = 'idle';
      return;
    }
    if (!this.isOnline()) {
      this.status = 'offline';
      return;
    }
    const mine = ++this.call;
    this.status = 'loading';
    this.error = undefined;
    try {
      const reply = await this.api.search(token, q);
      if (mine !== this.call) return;
      runInAction(() => {
        this.results = reply.results;
        this.next = reply.next;
        this.answered = q;
        this.status = 'done';
      });
    } catch (error) {
      if (mine !== this.call) return;
      runInAction(() => {
        this.status = this.isOnline() ? 'error' : 'offline';
        this.error = errorMessage(error);
      });
    }
  }

  /** « Plus de résultats »: the next page after the ones shown. */
  async loadMore(): Promise<void> {
    const token = this.getToken();
    const before = this.next;
    if (!token || !before || this.loadingMore || this.status !== 'done') return;
    const mine = this.call;
    this.loadingMore = true;
    try {
      const reply = await this.api.search(token, this.answered, { before });
      runInAction(() => {
        if (mine !== this.call) return;
        this.results = [...this.results, ...reply.results];
        this.next = reply.next;
      });
    } catch (error) {
      runInAction(() => {
        if (mine === this.call) this.error = errorMessage(error);
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  /** Drops the timer and makes any answer still out a stale one. */
  private cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.call++;
  }
}

/** Made by the search screen on first use (RootStore.screenStore). */
export function searchOf(root: RootStore): SearchStore {
  return root.screenStore('search', () => new SearchStore(root.api.search, () => root.accounts.token, { isOnline: () => root.offline.online }));
}
