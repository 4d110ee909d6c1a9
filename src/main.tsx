import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from './api/httpClient.ts';
import { createUserApi } from './api/userApi.ts';
import { createAdminApi } from './api/adminApi.ts';
import { RootStore } from './stores/RootStore.ts';
import { App } from './app/App.tsx';

const http = createHttpClient();
const store = new RootStore(
  { user: createUserApi(http), admin: createAdminApi(http) },
  { storage: window.localStorage },
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
