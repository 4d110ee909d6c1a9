import { makeAutoObservable, runInAction } from 'mobx';
import type { AlbumsApi } from '../api/albumsApi.ts';
import { errorMessage } from '../api/httpClient.ts';
import type { AlbumAddition } from '../../shared/albumAdditionTypes.ts';
import { additionKey, ADDITIONS_PAGE } from '../../shared/albumAdditionLines.ts';
import { persist, type PersistOptions } from './persistence.ts';

/**
 * Issue 38: what members added to the albums, for the feed's lines and Lapingram's count in the
 * menu. The server counts (it knows each item's time and who added it); the device keeps only when
 * it last saw Lapingram, as the server's time of the newest item then, so clocks never disagree.
 */
export class AlbumAdditionsStore {
  additions: AlbumAddition[] = [];
  isRetrieving = false;
  errorRetrieve: string | undefined = undefined;
  /** Whether the last page was full, so older lines may follow. */
  hasMore = false;
  /** Items others added since Lapingram was last open. */
  newCount = 0;
  /** The newest item's time (server clock) when Lapingram was last open; 0 before the first call. */
  lastSeenAt = 0;
  /** Lapingram is on screen: what arrives is seen at once. */
  albumsOpen = false;
  readonly restored: Promise<unknown>;

  private upTo = 0;
  private readonly api: AlbumsApi;
  private readonly getToken: () => string | undefined;

  constructor(api: AlbumsApi, getToken: () => string | undefined, options: PersistOptions) {
    this.api = api;
    this.getToken = getToken;
    makeAutoObservable<AlbumAdditionsStore, 'api' | 'getToken'>(this, { api: false, getToken: false, restored: false });
    this.restored = persist(this, 'albumAdditions', ['lastSeenAt'], options);
  }

  /** The newest lines and the count, after an event, a (re)connection or on opening the feed. */
  async refresh(): Promise<void> {
    const token = this.getToken();
    if (!token) return;
    this.isRetrieving = true;
    try {
      const since = this.lastSeenAt === 0 ? undefined : this.lastSeenAt;
      const reply = await this.api.additions(token, since === undefined ? {} : { since });
      runInAction(() => {
        const fresh = new Set(reply.additions.map(additionKey));
        const oldest = reply.additions.at(-1)?.at ?? Infinity;
        // Older pages already shown stay below the new first page.
        const older = this.additions.filter((line) => !fresh.has(additionKey(line)) && line.at < oldest);
        this.additions = [...reply.additions, ...older];
        if (older.length === 0) this.hasMore = reply.additions.length >= ADDITIONS_PAGE;
        this.upTo = reply.upTo;
        this.newCount = reply.newCount;
        this.errorRetrieve = undefined;
        // A device that never opened Lapingram counts from its first call, not from the first photo.
        if (this.lastSeenAt === 0 || this.albumsOpen) this.markSeen();
      });
    } catch (error) {
      runInAction(() => (this.errorRetrieve = errorMessage(error)));
    } finally {
      runInAction(() => (this.isRetrieving = false));
    }
  }

  /** The next page of older lines. */
  async loadOlder(): Promise<void> {
    const token = this.getToken();
    const before = this.additions.at(-1)?.at;
    if (!token || before === undefined || !this.hasMore || this.isRetrieving) return;
    this.isRetrieving = true;
    try {
      const reply = await this.api.additions(token, { before });
      runInAction(() => {
        this.additions = [...this.additions, ...reply.additions];
        this.hasMore = reply.additions.length >= ADDITIONS_PAGE;
      });
    } catch (error) {
      runInAction(() => (this.errorRetrieve = errorMessage(error)));
    } finally {
      runInAction(() => (this.isRetrieving = false));
    }
  }

  /** Lapingram opened (what is there is seen) or closed. */
  setAlbumsOpen(open: boolean): void {
    this.albumsOpen = open;
    if (open) this.markSeen();
  }

  /** Sign-out: nothing of this relative's reading stays on the device. */
  reset(): void {
    this.additions = [];
    this.isRetrieving = false;
    this.errorRetrieve = undefined;
    this.hasMore = false;
    this.newCount = 0;
    this.lastSeenAt = 0;
    this.albumsOpen = false;
    this.upTo = 0;
  }

  private markSeen(): void {
    this.newCount = 0;
    // 1 when the albums are empty: the very first photos count too.
    this.lastSeenAt = Math.max(this.lastSeenAt, this.upTo, 1);
  }
}
