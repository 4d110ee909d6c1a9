import type { UserApi } from '../api/userApi.ts';
import type { AdminApi } from '../api/adminApi.ts';
import type { AlbumAdminApi } from '../api/albumAdminApi.ts';
import type { MediaApi } from '../api/mediaApi.ts';
import type { ArticleApi } from '../api/articleApi.ts';
import type { ChatConnector } from '../api/chatSocket.ts';
import { AuthStore } from './AuthStore.ts';
import { AdminStore } from './AdminStore.ts';
import { AlbumAdminStore } from './AlbumAdminStore.ts';
import { MediaStore } from './MediaStore.ts';
import { ArticlesStore } from './ArticlesStore.ts';
import { ChatStore } from './ChatStore.ts';
import { restoreWithin, type PersistOptions } from './persistence.ts';

export interface Api {
  user: UserApi;
  admin: AdminApi;
  media: MediaApi;
  albumAdmin: AlbumAdminApi;
  article: ArticleApi;
  chat: ChatConnector;
}

export class RootStore {
  readonly auth: AuthStore;
  readonly admin: AdminStore;
  readonly media: MediaStore;
  readonly albumAdmin: AlbumAdminStore;
  readonly articles: ArticlesStore;
  readonly chat: ChatStore;

  constructor(api: Api, options: PersistOptions) {
    this.auth = new AuthStore(api.user, options);
    this.admin = new AdminStore(api.admin, api.user, () => this.auth.token);
    this.media = new MediaStore(api.media, () => this.auth.token, options);
    this.albumAdmin = new AlbumAdminStore(api.albumAdmin, () => this.auth.token);
    this.articles = new ArticlesStore(api.article, () => this.auth.token, options);
    this.chat = new ChatStore(
      api.chat,
      () => (this.auth.userInfo ? { firstName: this.auth.userInfo.firstName, token: this.auth.userInfo.userToken } : undefined),
      options,
    );
  }

  /** Waits for persisted state, at most the spec's 5000 ms. */
  restore(): Promise<'restored' | 'timed-out'> {
    return restoreWithin([this.auth.restored, this.media.restored, this.articles.restored, this.chat.restored]);
  }
}
