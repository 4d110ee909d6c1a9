import type { UserApi } from '../api/userApi.ts';
import type { AccountsAdminApi } from '../api/accountsAdminApi.ts';
import type { BackupApi } from '../api/backupApi.ts';
import type { ArchiveApi } from '../api/archiveApi.ts';
import type { ChatAdminApi } from '../api/chatAdminApi.ts';
import type { AlbumAdminApi } from '../api/albumAdminApi.ts';
import type { MediaApi } from '../api/mediaApi.ts';
import type { ArticleApi } from '../api/articleApi.ts';
import type { CommentsApi } from '../api/commentsApi.ts';
import type { ChatConnector } from '../api/chatSocket.ts';
import type { LiveConnector } from '../api/liveSocket.ts';
import { AuthStore } from './AuthStore.ts';
import { AccountsAdminStore } from './AccountsAdminStore.ts';
import { BackupStore } from './BackupStore.ts';
import { ArchiveStore } from './ArchiveStore.ts';
import { AlbumAdminStore } from './AlbumAdminStore.ts';
import { MediaStore } from './MediaStore.ts';
import { ArticlesStore } from './ArticlesStore.ts';
import { CommentsStore } from './CommentsStore.ts';
import { ChatStore } from './ChatStore.ts';
import { LiveStore } from './LiveStore.ts';
import { ApiError, errorMessage } from '../api/httpClient.ts';
import { forgetPersisted, restoreWithin, type PersistOptions } from './persistence.ts';

export interface Api {
  user: UserApi;
  accountsAdmin: AccountsAdminApi;
  media: MediaApi;
  albumAdmin: AlbumAdminApi;
  article: ArticleApi;
  comments: CommentsApi;
  chat: ChatConnector;
  chatAdmin: ChatAdminApi;
  backup: BackupApi;
  archive: ArchiveApi;
  /** The signed-in area's live connection; stories and tests leave it out unless they need it. */
  live?: LiveConnector;
}

export class RootStore {
  readonly auth: AuthStore;
  readonly accountsAdmin: AccountsAdminStore;
  readonly media: MediaStore;
  readonly albumAdmin: AlbumAdminStore;
  readonly articles: ArticlesStore;
  readonly comments: CommentsStore;
  readonly chat: ChatStore;
  readonly live: LiveStore;
  readonly backup: BackupStore;
  readonly archive: ArchiveStore;
  private readonly userApi: UserApi;

  constructor(api: Api, options: PersistOptions) {
    this.userApi = api.user;
    this.auth = new AuthStore(api.user, options);
    this.accountsAdmin = new AccountsAdminStore(api.accountsAdmin, api.user, () => this.auth.token);
    this.media = new MediaStore(api.media, () => this.auth.token, options);
    this.albumAdmin = new AlbumAdminStore(api.albumAdmin, () => this.auth.token);
    this.articles = new ArticlesStore(api.article, () => this.auth.token, options);
    this.comments = new CommentsStore(api.comments, this.articles, () => this.auth.token);
    this.chat = new ChatStore(
      api.chat,
      api.chatAdmin,
      () => (this.auth.userInfo ? { firstName: this.auth.userInfo.firstName, token: this.auth.userInfo.userToken } : undefined),
      options,
    );
    this.live = new LiveStore(
      {
        connector: api.live,
        handshake: () => (this.auth.token ? { token: this.auth.token, chatSeen: this.chat.lastts } : undefined),
        self: () => this.auth.userInfo?.firstName,
        articles: this.articles,
        comments: this.comments,
      },
      options,
    );
    this.backup = new BackupStore(api.backup, () => this.auth.token);
    this.archive = new ArchiveStore(api.archive, () => this.auth.token);
  }

  /** Ends this session on the server, then, whatever it answered (offline, already revoked), forgets
   * everything this device kept for the relative: a shared tablet is handed on clean. */
  async signOut(): Promise<void> {
    const token = this.auth.token;
    this.auth.setLeaving(true);
    if (token) {
      try {
        await this.userApi.logout(token);
      } catch (error) {
        console.error('Déconnexion côté serveur impossible', errorMessage(error));
      }
    }
    await this.forgetUser();
  }

  /** Ends every session of the account. Unlike signOut, a failure keeps the relative signed in
   * and says so: their other devices are still open. A 401 means this session is gone already. */
  async signOutEverywhere(): Promise<boolean> {
    const token = this.auth.token;
    if (!token) return false;
    this.auth.setAccountError(undefined);
    try {
      await this.userApi.logoutAll(token);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        this.auth.setAccountError(errorMessage(error));
        return false;
      }
    }
    this.auth.setLeaving(true);
    await this.forgetUser();
    return true;
  }

  private async forgetUser(): Promise<void> {
    this.live.reset();
    this.chat.reset();
    this.articles.reset();
    this.comments.reset();
    this.media.reset();
    this.accountsAdmin.reset();
    this.backup.reset();
    this.archive.reset();
    this.albumAdmin.reset();
    this.auth.reset();
    await Promise.all([this.auth, this.articles, this.media, this.chat, this.live].map((store) => forgetPersisted(store)));
  }

  /** Waits for persisted state, at most the spec's 5000 ms. */
  restore(): Promise<'restored' | 'timed-out'> {
    return restoreWithin([this.auth.restored, this.media.restored, this.articles.restored, this.chat.restored, this.live.restored]);
  }
}
