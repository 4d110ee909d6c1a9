import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from './api/httpClient.ts';
import { createUserApi } from './api/userApi.ts';
import { createAccountsAdminApi } from './api/accountsAdminApi.ts';
import { createBackupApi } from './api/backupApi.ts';
import { createArchiveApi } from './api/archiveApi.ts';
import { createChatAdminApi } from './api/chatAdminApi.ts';
import { createAlbumAdminApi } from './api/albumAdminApi.ts';
import { createMediaApi } from './api/mediaApi.ts';
import { createArticleApi } from './api/articleApi.ts';
import { createCommentsApi } from './api/commentsApi.ts';
import { createChatConnector } from './api/chatSocket.ts';
import { createLiveConnector } from './api/liveSocket.ts';
import { RootStore } from './stores/RootStore.ts';
import { App } from './app/App.tsx';

const http = createHttpClient();
const store = new RootStore(
  {
    user: createUserApi(http),
    accountsAdmin: createAccountsAdminApi(http),
    media: createMediaApi(http),
    albumAdmin: createAlbumAdminApi(http),
    article: createArticleApi(http),
    comments: createCommentsApi(http),
    chat: createChatConnector(),
    chatAdmin: createChatAdminApi(http),
    live: createLiveConnector(),
    backup: createBackupApi(http),
    archive: createArchiveApi(http),
  },
  { storage: window.localStorage },
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
