import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from './api/httpClient.ts';
import { createUserApi } from './api/userApi.ts';
import { createAdminApi } from './api/adminApi.ts';
import { createAlbumAdminApi } from './api/albumAdminApi.ts';
import { createMediaApi } from './api/mediaApi.ts';
import { createArticleApi } from './api/articleApi.ts';
import { createChatConnector } from './api/chatSocket.ts';
import { createLiveConnector } from './api/liveSocket.ts';
import { RootStore } from './stores/RootStore.ts';
import { App } from './app/App.tsx';

const http = createHttpClient();
const store = new RootStore(
  { user: createUserApi(http), admin: createAdminApi(http), media: createMediaApi(http), albumAdmin: createAlbumAdminApi(http), article: createArticleApi(http), chat: createChatConnector(), live: createLiveConnector() },
  { storage: window.localStorage },
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
