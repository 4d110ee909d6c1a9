import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from './api/httpClient.ts';
import { createAccountsApi } from './api/accountsApi.ts';
import { createAccountsAdminApi } from './api/accountsAdminApi.ts';
import { createBackupApi } from './api/backupApi.ts';
import { createArchiveApi } from './api/archiveApi.ts';
import { createChatAdminApi } from './api/chatAdminApi.ts';
import { createChatPhotosApi } from './api/chatPhotosApi.ts';
import { createAlbumPhotosApi } from './api/albumPhotosApi.ts';
import { createAlbumsAdminApi } from './api/albumsAdminApi.ts';
import { createAlbumsApi } from './api/albumsApi.ts';
import { createArticlesApi } from './api/articlesApi.ts';
import { createCommentsApi, createVideoCommentsApi } from './api/commentsApi.ts';
import { createChatConnector } from './api/chatSocket.ts';
import { createLiveConnector } from './api/liveSocket.ts';
import { createReactionsApi } from './api/reactionsApi.ts';
import { createVideosApi } from './api/videosApi.ts';
import { createPushApi } from './api/pushApi.ts';
import { browserPushDevice } from './api/pushDevice.ts';
import { RootStore } from './stores/RootStore.ts';
import { indexedDbUploadQueue } from './stores/uploadQueueDb.ts';
import { indexedDbDrafts } from './stores/draftsPersistence.ts';
import { App } from './app/App.tsx';
import { browserNetworkStatus, browserServiceWorker } from './serviceWorker/registerServiceWorker.ts';

const http = createHttpClient();
const store = new RootStore(
  {
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
    pushDevice: browserPushDevice(),
    reactions: createReactionsApi(http),
  },
  { storage: window.localStorage },
  { persistence: indexedDbUploadQueue(), drafts: indexedDbDrafts() },
  { network: browserNetworkStatus, worker: browserServiceWorker() },
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
