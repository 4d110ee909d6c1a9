import type { AxiosInstance } from 'axios';
import { createAccountsApi } from '../api/accountsApi.ts';
import { createAccountsAdminApi } from '../api/accountsAdminApi.ts';
import { createBackupApi } from '../api/backupApi.ts';
import { createBookApi } from '../api/bookApi.ts';
import { createArchiveApi } from '../api/archiveApi.ts';
import { createChatAdminApi } from '../api/chatAdminApi.ts';
import { createChatPhotosApi } from '../api/chatPhotosApi.ts';
import { createAlbumPhotosApi } from '../api/albumPhotosApi.ts';
import { createAlbumsAdminApi } from '../api/albumsAdminApi.ts';
import { createAlbumsApi } from '../api/albumsApi.ts';
import { createArticlesApi } from '../api/articlesApi.ts';
import { createCommentsApi, createVideoCommentsApi } from '../api/commentsApi.ts';
import { createChatConnector } from '../api/chatSocket.ts';
import { createLiveConnector } from '../api/liveSocket.ts';
import { createReactionsApi } from '../api/reactionsApi.ts';
import { createSearchApi } from '../api/searchApi.ts';
import { createTripApi } from '../api/tripApi.ts';
import { createVideosApi } from '../api/videosApi.ts';
import { createPushApi } from '../api/pushApi.ts';
import type { PushDevice } from '../api/pushDevice.ts';
import type { Api } from '../stores/storePorts.ts';

/** Every capability's client over one HTTP client: the app's (main.tsx) and the build's prerender. */
export function createApi(http: AxiosInstance, pushDevice: PushDevice): Api {
  return {
    accounts: createAccountsApi(http),
    accountsAdmin: createAccountsAdminApi(http),
    articles: createArticlesApi(http),
    comments: createCommentsApi(http),
    albums: createAlbumsApi(http),
    albumsAdmin: createAlbumsAdminApi(http),
    albumPhotos: createAlbumPhotosApi(http),
    chat: createChatConnector(),
    chatAdmin: createChatAdminApi(http),
    chatPhotos: createChatPhotosApi(http),
    live: createLiveConnector(),
    backup: createBackupApi(http),
    archive: createArchiveApi(http),
    videos: createVideosApi(http),
    videoComments: createVideoCommentsApi(http),
    push: createPushApi(http),
    pushDevice,
    reactions: createReactionsApi(http),
    trip: createTripApi(http),
    search: createSearchApi(http),
    book: createBookApi(http),
  };
}
