import { reaction } from 'mobx';
import type { AccountsApi } from '../api/accountsApi.ts';
import type { ChatPhotosApi } from '../api/chatPhotosApi.ts';
import type { ReactionsApi } from '../api/reactionsApi.ts';
import type { ReactionsStore } from './ReactionsStore.ts';
import { AccountsStore } from './AccountsStore.ts';
import { AlbumsStore } from './AlbumsStore.ts';
import { AlbumUploadStore } from './AlbumUploadStore.ts';
import { memoryUploadQueue } from './uploadQueuePersistence.ts';
import { lazyBrowserPhotoPreparer, type PhotoPreparer } from './preparePhoto.ts';
import { browserNetwork } from './uploadQueueDb.ts';
import { ArticlesStore } from './ArticlesStore.ts';
import { CommentsStore } from './CommentsStore.ts';
import { ChatStore } from './ChatStore.ts';
import type { ChatPhotosStore } from './ChatPhotosStore.ts';
import type { SharedFilesInbox, SharedFilesStore } from './SharedFilesStore.ts';
import { LiveStore, type BookLive } from './LiveStore.ts';
import { AlbumAdditionsStore } from './AlbumAdditionsStore.ts';
import { VideosStore } from './VideosStore.ts';
import type { DraftsStore } from './DraftsStore.ts';
import { memoryDrafts, type DraftsPersistence } from './draftsPersistence.ts';
import { memoryStoryOutbox, removeStoriesOf, type StoryOutboxPersistence } from './storyOutboxPersistence.ts';
import type { StoryOutboxStore } from './StoryOutboxStore.ts';
import type { NetworkWatch } from './uploadRetries.ts';
import { PushStore } from './PushStore.ts';
import { ApiError, errorMessage } from '../api/httpClient.ts';
import { pseudoFromWire } from '../api/wireNames.ts';
import { forgetPersisted, restoreWithin, type PersistOptions } from './persistence.ts';
import type { Api, DevicePorts, OfflinePorts } from './storePorts.ts';
import { alwaysOnline, noServiceWorker, OfflineStore } from './OfflineStore.ts';

/** The key of the trip's screen store (tripOf): the live connection reloads it once made. */
export const TRIP_STORE = 'trip';
/** Issue 42: the key of the trip's book's store (bookOf): the live connection reaches it once made. */
export const BOOK_STORE = 'book';

/** What every store made by a screen offers: sign-out empties it. */
export interface ScreenStore {
  reset(): void;
}

/** A device without a service worker (tests, stories, the prerender) receives no share. */
const noSharedFiles: SharedFilesInbox = {
  read: () => Promise.resolve([]),
  forget: () => Promise.resolve(),
  count: () => Promise.resolve(0),
  clear: () => Promise.resolve(),
};

export class RootStore {
  /** The clients the stores are made over, kept for the stores a screen makes (screenStore). */
  readonly api: Api;
  /** The stores only one screen uses (the admin's, the account's devices, the chat's moderation, a
   * slideshow's photo edits), made by that screen on first use: their code loads with the screen,
   * not with the sign-in page (the first load's 200 KiB, docs/performance.md). */
  private readonly screenStores = new Map<string, ScreenStore>();
  readonly accounts: AccountsStore;
  readonly articles: ArticlesStore;
  readonly comments: CommentsStore;
  readonly albums: AlbumsStore;
  readonly albumUpload: AlbumUploadStore;
  readonly chat: ChatStore;
  /** Issue 25: the photos joined to the next chat message, made by the chat screen (chatPhotosOf in
   * ChatPhotosStore.ts), so its code stays out of the sign-in page's first load. */
  chatPhotos: ChatPhotosStore | undefined = undefined;
  /** Issue 38: the files shared from the phone's gallery, made by the share screen (sharedFilesOf). */
  sharedFiles: SharedFilesStore | undefined = undefined;
  /** Where the service worker leaves the shared files, read by the share screen and the sign-out. */
  readonly sharedInbox: SharedFilesInbox;
  readonly chatPhotosApi: ChatPhotosApi;
  /** How a photo is prepared on this device, for the album queue and the chat alike. */
  readonly photoPreparer: PhotoPreparer;
  readonly live: LiveStore;
  /** Issue 38: the feed's lines of album additions, and Lapingram's count. */
  readonly albumAdditions: AlbumAdditionsStore;
  readonly videos: VideosStore;
  /** Writing to the threads under the videos; they are kept in their video in `videos`. */
  readonly videoComments: CommentsStore<string>;
  /** Where the articles being written are kept (issue 24). */
  readonly draftsPersistence: DraftsPersistence;
  /** Their store, made by the first screen that writes an article (draftsOf in DraftsStore.ts):
   * its code stays out of the sign-in page's first load. */
  drafts: DraftsStore | undefined = undefined;
  /** Issue 40: where the stories waiting for the server are kept, and their store (storyOutboxOf). */
  readonly storyPersistence: StoryOutboxPersistence;
  storyOutbox: StoryOutboxStore | undefined = undefined;
  readonly deviceNetwork: NetworkWatch;
  readonly push: PushStore;
  readonly offline: OfflineStore;
  /** Issue 25: made by the first screen that shows reactions (reactionsOf in ReactionsStore.ts), so
   * its code stays out of the sign-in page's first load. */
  reactions: ReactionsStore | undefined = undefined;
  readonly reactionsApi: ReactionsApi;
  private readonly accountsApi: AccountsApi;

  constructor(api: Api, options: PersistOptions, devicePorts: Partial<DevicePorts> = {}, offlinePorts: Partial<OfflinePorts> = {}) {
    this.api = api;
    this.accountsApi = api.accounts;
    this.reactionsApi = api.reactions;
    this.accounts = new AccountsStore(api.accounts, options);
    this.albums = new AlbumsStore(api.albums, () => this.accounts.token, options);
    const network = devicePorts.network ?? browserNetwork;
    this.deviceNetwork = network;
    this.storyPersistence = devicePorts.stories ?? memoryStoryOutbox();
    const preparer = devicePorts.preparer ?? lazyBrowserPhotoPreparer;
    this.photoPreparer = preparer;
    this.chatPhotosApi = api.chatPhotos;
    this.albumUpload = new AlbumUploadStore(api.albums, () => this.accounts.token, {
      persistence: devicePorts.persistence ?? memoryUploadQueue(),
      preparer,
      network,
    }, options);
    this.articles = new ArticlesStore(api.articles, () => this.accounts.token, options);
    this.comments = new CommentsStore(api.comments, this.articles, () => this.accounts.token, { ...options, name: 'comments', network });
    this.chat = new ChatStore(
      api.chat,
      () => (this.accounts.userInfo ? { pseudo: pseudoFromWire(this.accounts.userInfo), token: this.accounts.userInfo.userToken } : undefined),
      options,
    );
    this.videos = new VideosStore(api.videos, () => this.accounts.token);
    this.videoComments = new CommentsStore(api.videoComments, this.videos, () => this.accounts.token, { ...options, name: 'videoComments', network });
    this.albumAdditions = new AlbumAdditionsStore(api.albums, () => this.accounts.token, options);
    this.live = new LiveStore(
      {
        connector: api.live,
        handshake: () => (this.accounts.token ? { token: this.accounts.token, chatSeen: this.chat.lastts } : undefined),
        self: () => this.accounts.pseudo,
        articles: this.articles,
        comments: this.comments,
        videos: this.videos,
        albumAdditions: this.albumAdditions,
        albums: this.albums,
        reactions: () => this.reactions,
        trip: () => this.screenStores.get(TRIP_STORE) as { reload(): void } | undefined,
        book: () => this.screenStores.get(BOOK_STORE) as BookLive | undefined,
      },
      options,
    );
    this.draftsPersistence = devicePorts.drafts ?? memoryDrafts();
    this.sharedInbox = devicePorts.sharedInbox ?? noSharedFiles;
    this.push = new PushStore(api.push, api.pushDevice, () => this.accounts.token);
    this.offline = new OfflineStore(offlinePorts.network ?? alwaysOnline, offlinePorts.worker ?? noServiceWorker);
    // Issue 24: what the device keeps to read offline is the signed-in account's alone. When the
    // session ends, here or by a refusal (a ban, a deletion, an expiry), the kept articles and
    // photos go at once, before anyone else can sign in on this device.
    reaction(
      () => this.accounts.userInfo?.id ?? null,
      (account) => {
        void this.offline.setAccount(account);
        if (account === null) void this.forgetReadArticles();
      },
    );
    reaction(
      () => this.live.accessSuspended ?? this.chat.accessSuspended,
      (message) => {
        if (message !== undefined && this.accounts.userInfo) void this.signOutSuspended(message);
      },
    );
  }

  /** The store `key` of a screen, made by `make` the first time a screen asks for it. */
  screenStore<T extends ScreenStore>(key: string, make: (root: RootStore) => T): T {
    const store = this.madeScreenStore<T>(key) ?? make(this);
    this.screenStores.set(key, store);
    return store;
  }

  /** The store `key` if made already: the tap on « Voyage » uses it with no import to wait for. */
  madeScreenStore<T extends ScreenStore>(key: string): T | undefined {
    return this.screenStores.get(key) as T | undefined;
  }

  /** Issue 25: a ban heard on the live or chat connection signs the relative out at once; the
   * sign-in page then shows the server's sentence, with no advice to reconnect. */
  private async signOutSuspended(message: string): Promise<void> {
    this.accounts.setLeaving(true);
    await this.forgetUser();
    this.accounts.signOut(message);
  }

  private async forgetReadArticles(): Promise<void> {
    this.articles.reset();
    // Called from a reaction: the persisting reaction writes the emptied list once this one ends,
    // so the saved copy is removed after that.
    await Promise.resolve();
    await forgetPersisted(this.articles);
  }

  /** Ends this session on the server, then, whatever it answered (offline, already revoked), forgets
   * everything this device kept for the relative: a shared tablet is handed on clean. */
  async signOut(): Promise<void> {
    const token = this.accounts.token;
    this.accounts.setLeaving(true);
    if (token) {
      try {
        await this.accountsApi.logout(token);
      } catch (error) {
        console.error('Déconnexion côté serveur impossible', errorMessage(error));
      }
    }
    await this.forgetUser();
  }

  /** How many shared files wait on this device: the sign-out says they will go (0 when unreadable). */
  async sharedWaiting(): Promise<number> {
    try {
      return await this.sharedInbox.count();
    } catch (error) {
      console.error('Partage illisible', errorMessage(error));
      return 0;
    }
  }

  /** Ends every session of the account. Unlike signOut, a failure keeps the relative signed in
   * and says so: their other devices are still open. A 401 means this session is gone already. */
  async signOutEverywhere(): Promise<boolean> {
    const token = this.accounts.token;
    if (!token) return false;
    this.accounts.setAccountError(undefined);
    try {
      await this.accountsApi.logoutAll(token);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        this.accounts.setAccountError(errorMessage(error));
        return false;
      }
    }
    this.accounts.setLeaving(true);
    await this.forgetUser();
    return true;
  }

  private async forgetUser(): Promise<void> {
    // The account's drafts leave the device with it, a write still waiting included.
    const owner = this.accounts.userInfo?.id;
    const drafts = this.drafts ? this.drafts.forgetOwner(owner) : owner !== undefined && this.draftsPersistence.removeOwner(owner);
    // So do its stories waiting to be sent (issue 40), as its drafts.
    this.storyOutbox = undefined;
    const stories = owner !== undefined && removeStoriesOf(this.storyPersistence, owner);
    // And the composer's drafts (loaded apart: the sign-in page's first load does not carry them).
    if (owner !== undefined) void import('./composerDrafts.ts').then((module) => module.deviceComposerDrafts().removeOwner(owner));
    // The server dropped this device's push subscription with the session; the browser forgets it too.
    await this.push.forgetDevice();
    this.live.reset();
    this.albumAdditions.reset();
    this.chat.reset();
    this.chatPhotos?.reset();
    this.sharedFiles?.reset();
    this.articles.reset();
    this.comments.reset();
    this.videoComments.reset();
    this.albums.reset();
    this.albumUpload.reset();
    this.videos.reset();
    this.push.reset();
    this.reactions?.reset();
    for (const store of this.screenStores.values()) store.reset();
    this.accounts.reset();
    // The saved copies go in this same turn, before the sign-in page can show or the tab close:
    // awaiting the drafts' IndexedDB first left them on the device meanwhile.
    const forgotten = Promise.all(
      [this.accounts, this.articles, this.albums, this.albumUpload, this.chat, this.live, this.albumAdditions, this.comments, this.videoComments].map((store) => forgetPersisted(store)),
    );
    await Promise.all([drafts, stories, forgotten, this.forgetSharedFiles()]);
  }

  /** Issue 38: files shared from the gallery and still waiting leave with the relative, so that
   * the next one on a shared tablet neither sees nor sends them. Nothing is lost: the gallery they
   * came from keeps them, and the sign-out said so first (SignOutConfirm). */
  private async forgetSharedFiles(): Promise<void> {
    try {
      await this.sharedInbox.clear();
    } catch (error) {
      console.error('Partage non effacé', errorMessage(error));
    }
  }

  /** Waits for persisted state, at most the spec's 5000 ms. */
  async restore(): Promise<'restored' | 'timed-out'> {
    const outcome = await restoreWithin([
      this.accounts.restored,
      this.albums.restored,
      this.albumUpload.restored,
      this.articles.restored,
      this.chat.restored,
      this.live.restored,
      this.albumAdditions.restored,
      this.comments.restored,
      this.videoComments.restored,
    ]);
    // The photos a reload cut off go on once the session is back; the app does not wait for them.
    void this.albumUpload.resume();
    // So are the chat messages still waiting in the outbox (issue 24).
    this.chat.resumeOutbox();
    this.comments.resumeOutbox();
    this.videoComments.resumeOutbox();
    return outcome;
  }
}
