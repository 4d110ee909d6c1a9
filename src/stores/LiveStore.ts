import { makeAutoObservable } from 'mobx';
import type { LiveConnector, LiveSocket, LiveSocketHandlers } from '../api/liveSocket.ts';
import type { LiveHandshakeAuth } from '../../shared/liveTypes.ts';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import type { ReactionEvent } from '../../shared/reactionTypes.ts';
import type { BookFailedEvent, BookProgressEvent, BookReadyEvent } from '../../shared/bookTypes.ts';
import type { AlbumAdditionsStore } from './AlbumAdditionsStore.ts';
import type { AlbumsStore } from './AlbumsStore.ts';
import type { ArticlesStore } from './ArticlesStore.ts';
import type { CommentsStore } from './CommentsStore.ts';
import type { VideosStore } from './VideosStore.ts';
import { persist, type PersistOptions } from './persistence.ts';

export type LiveStatus = 'idle' | 'connected' | 'reconnecting';

export interface LiveDeps {
  /** Absent in stories and tests that do not need the live connection. */
  connector: LiveConnector | undefined;
  /** The token and the newest chat ts the device has shown; undefined when signed out. */
  handshake: () => LiveHandshakeAuth | undefined;
  /** The relative's own pseudo: their own messages are never unread. */
  self: () => string | undefined;
  articles: ArticlesStore;
  comments: CommentsStore;
  videos: VideosStore;
  /** Issue 38: what members added to the albums, and Lapingram's count. */
  albumAdditions: AlbumAdditionsStore;
  /** The album on screen, refreshed in place when an item arrives or its video is ready; absent
   * in tests that do not need it. */
  albums?: AlbumsStore | undefined;
  /** Issue 25: the reactions store, once a screen showing reactions made it (RootStore.reactions).
   * Before, no bar is drawn, and every screen that draws one fetches its item afresh. */
  reactions: () => { apply(event: ReactionEvent): void } | undefined;
  /** Issue 39: the trip's store, once a screen showing the trip made it. */
  trip?: () => { reload(): void } | undefined;
  /** Issue 42: the trip's book's store, once the book dialog made it. */
  book?: () => BookLive | undefined;
}

/** What the live connection tells the book's store (BookStore.ts). */
export interface BookLive {
  applyProgress(event: BookProgressEvent): void;
  applyReady(event: BookReadyEvent): void;
  applyFailed(event: BookFailedEvent): void;
  catchUp(): void;
}

/**
 * The signed-in area's live connection (issue 12), and what it counts: chat messages since the
 * chat was last open, articles since the feed was last seen, album items since Lapingram was last
 * open (issue 38), and for admins the waiting accounts.
 * Events only say what changed; the stores fetch the rest. Each (re)connection catches up.
 */
export class LiveStore {
  status: LiveStatus = 'idle';
  /** Chat messages of others since the chat was last open; survives a reload. */
  chatUnread = 0;
  /** The newest article id the relative has seen on the feed; 0 before the first visit. */
  lastSeenArticleId = 0;
  /** Accounts waiting for validation (admins only). */
  pendingCount = 0;
  chatOpen = false;
  /** Issue 25: the server said the account was banned; the root store signs the relative out. */
  accessSuspended: string | undefined = undefined;
  readonly restored: Promise<unknown>;

  private socket: LiveSocket | undefined = undefined;
  private readonly deps: LiveDeps;

  constructor(deps: LiveDeps, options: PersistOptions) {
    this.deps = deps;
    makeAutoObservable<LiveStore, 'socket' | 'deps'>(this, { socket: false, deps: false, restored: false });
    this.restored = persist(this, 'live', ['chatUnread', 'lastSeenArticleId'], options);
  }

  /** Articles newer than the last visit to the feed, among those the device holds. */
  get newArticles(): number {
    const seen = this.lastSeenArticleId;
    if (seen === 0) return 0;
    return this.deps.articles.articles.filter((article) => article.id > seen).length;
  }

  /** Photos and videos others added since Lapingram was last open. */
  get newAlbumItems(): number {
    return this.deps.albumAdditions.newCount;
  }

  /** What the tab title shows: everything new, together. */
  get total(): number {
    return this.chatUnread + this.newArticles + this.newAlbumItems + this.pendingCount;
  }

  /** Opens the connection once signed in; does nothing if it is open or cannot be. */
  start(): void {
    const { connector } = this.deps;
    if (this.socket || !connector || !this.deps.handshake()) return;
    const handlers: LiveSocketHandlers = {
      connect: () => this.handleConnect(),
      disconnect: (willReconnect) => this.setStatus(willReconnect ? 'reconnecting' : 'idle'),
      unreachable: () => this.setStatus('reconnecting'),
      articlepublished: () => void this.deps.articles.refreshFeed(),
      articleedited: (id) => {
        if (this.deps.articles.holds(id)) void this.deps.articles.refresh(id);
      },
      articledeleted: (id) => this.deps.articles.drop(id),
      commentadded: (id, comment) => this.deps.comments.applyComment(id, comment),
      commentdeleted: (id, commentId) => this.deps.comments.dropComment(id, commentId),
      pendingcount: (count) => this.setPending(count),
      newmessage: (message) => this.countMessage(message),
      chatunread: (count) => this.setChatUnread(count),
      videoprogress: (id, progress) => this.deps.videos.applyProgress(id, progress),
      videoready: (id) => {
        this.deps.videos.markReady(id);
        const albums = this.deps.albums;
        if (albums?.slideshowAlbum !== undefined && albums.showsVideo(id)) void albums.refreshSlideshow(albums.slideshowAlbum);
      },
      videofailed: (id, message) => this.deps.videos.markFailed(id, message),
      reaction: (event) => this.deps.reactions()?.apply(event),
      albumadded: (album) => {
        void this.deps.albumAdditions.refresh();
        void this.deps.albums?.refreshSlideshow(album);
      },
      tripchanged: () => this.deps.trip?.()?.reload(),
      bookprogress: (event) => this.deps.book?.()?.applyProgress(event),
      bookready: (event) => this.deps.book?.()?.applyReady(event),
      bookfailed: (event) => this.deps.book?.()?.applyFailed(event),
      accesssuspended: (message) => this.suspend(message),
    };
    this.socket = connector(() => this.deps.handshake() ?? { token: '', chatSeen: '0' }, handlers);
    this.socket.connect();
  }

  stop(): void {
    this.socket?.disconnect();
    this.socket = undefined;
    this.status = 'idle';
  }

  /** The chat screen opened (its messages are read) or closed. */
  setChatOpen(open: boolean): void {
    this.chatOpen = open;
    if (open) this.chatUnread = 0;
  }

  /** The feed was seen up to its newest article. */
  markArticlesSeen(newestId: number): void {
    if (newestId > this.lastSeenArticleId) this.lastSeenArticleId = newestId;
  }

  /** Sign-out: nothing of this relative's counts stays on the device. */
  reset(): void {
    this.stop();
    this.chatUnread = 0;
    this.lastSeenArticleId = 0;
    this.pendingCount = 0;
    this.chatOpen = false;
    this.accessSuspended = undefined;
  }

  private suspend(message: string): void {
    this.accessSuspended = message;
  }

  private handleConnect(): void {
    this.status = 'connected';
    // Events are not stored: whatever was published while offline comes with the next page.
    void this.deps.articles.refreshFeed();
    this.deps.videos.catchUp();
    void this.deps.albumAdditions.refresh();
    // The server is reachable again: comments written meanwhile go (issue 24's outbox).
    this.deps.comments.resumeOutbox();
    this.deps.book?.()?.catchUp();
  }

  private setStatus(status: LiveStatus): void {
    this.status = status;
    if (status === 'idle') this.socket = undefined;
  }

  private setPending(count: number): void {
    this.pendingCount = count;
  }

  private setChatUnread(count: number): void {
    if (!this.chatOpen) this.chatUnread = count;
  }

  private countMessage(message: ChatMessage): void {
    if (this.chatOpen || message.sender === this.deps.self()) return;
    this.chatUnread += 1;
  }
}
