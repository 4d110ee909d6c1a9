// What the root store is built from: the API clients and the device's ports (RootStore.ts).
import type { AccountsAdminApi } from '../api/accountsAdminApi.ts';
import type { AccountsApi } from '../api/accountsApi.ts';
import type { AlbumPhotosApi } from '../api/albumPhotosApi.ts';
import type { AlbumsAdminApi } from '../api/albumsAdminApi.ts';
import type { AlbumsApi } from '../api/albumsApi.ts';
import type { ArchiveApi } from '../api/archiveApi.ts';
import type { ArticlesApi } from '../api/articlesApi.ts';
import type { BackupApi } from '../api/backupApi.ts';
import type { BookApi } from '../api/bookApi.ts';
import type { ChatAdminApi } from '../api/chatAdminApi.ts';
import type { ChatConnector } from '../api/chatSocket.ts';
import type { ChatPhotosApi } from '../api/chatPhotosApi.ts';
import type { CommentsApi } from '../api/commentsApi.ts';
import type { DraftsPersistence } from './draftsPersistence.ts';
import type { StoryOutboxPersistence } from './storyOutboxPersistence.ts';
import type { LiveConnector } from '../api/liveSocket.ts';
import type { NetworkStatus, ServiceWorkerPort } from './OfflineStore.ts';
import type { NetworkWatch } from './uploadRetries.ts';
import type { PhotoPreparer } from './preparePhoto.ts';
import type { PushApi } from '../api/pushApi.ts';
import type { PushDevice } from '../api/pushDevice.ts';
import type { ReactionsApi } from '../api/reactionsApi.ts';
import type { SearchApi } from '../api/searchApi.ts';
import type { SharedFilesInbox } from './SharedFilesStore.ts';
import type { TripApi } from '../api/tripApi.ts';
import type { UploadQueuePersistence } from './uploadQueuePersistence.ts';
import type { VideosApi } from '../api/videosApi.ts';

/** One client per capability; a capability's admin-only calls sit in its `...Admin` client. */
export interface Api {
  accounts: AccountsApi;
  accountsAdmin: AccountsAdminApi;
  articles: ArticlesApi;
  comments: CommentsApi;
  albums: AlbumsApi;
  albumsAdmin: AlbumsAdminApi;
  albumPhotos: AlbumPhotosApi;
  chat: ChatConnector;
  chatAdmin: ChatAdminApi;
  /** Issue 25: `POST /api/chat/upload`, the photos of a message before the message. */
  chatPhotos: ChatPhotosApi;
  backup: BackupApi;
  archive: ArchiveApi;
  videos: VideosApi;
  /** The threads under Lapintube's videos (issue 23). */
  videoComments: CommentsApi<string>;
  /** Issue 24: the push calls, and the browser's side of them. */
  push: PushApi;
  pushDevice: PushDevice;
  /** Issue 25: `POST /api/reaction/toggle`. */
  reactions: ReactionsApi;
  /** Issue 39: the trip's map, days and admin calls. */
  trip: TripApi;
  /** Issue 41: `POST /api/search`. */
  search: SearchApi;
  /** Issue 42: the trip's book. */
  book: BookApi;
  /** The signed-in area's live connection; stories and tests leave it out unless they need it. */
  live?: LiveConnector;
}

/** What the stores use of the device: where the upload queue is kept (IndexedDB in the app, memory
 * by default), how a photo is prepared, whether the network is there, and where drafts are kept. */
export interface DevicePorts {
  persistence: UploadQueuePersistence;
  preparer: PhotoPreparer;
  network: NetworkWatch;
  /** Where the articles being written are kept (issue 24): IndexedDB in the app, memory by default. */
  drafts: DraftsPersistence;
  /** Issue 38: where the service worker leaves the files shared from the gallery (Cache Storage in
   * the app, none by default). */
  sharedInbox: SharedFilesInbox;
  /** Issue 40: the stories waiting for the server and their photos: IndexedDB in the app, memory by default. */
  stories: StoryOutboxPersistence;
}

/** What the offline side uses of the device: the network's state and the service worker. */
export interface OfflinePorts {
  network: NetworkStatus;
  worker: ServiceWorkerPort;
}
