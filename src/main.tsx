import { lazy, startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createHttpClient } from './api/httpClient.ts';
import { createApi } from './app/createApi.ts';
import { browserPushDevice } from './api/pushDevice.ts';
import { RootStore } from './stores/RootStore.ts';
import { indexedDbUploadQueue } from './stores/uploadQueueDb.ts';
import { indexedDbDrafts } from './stores/draftsPersistence.ts';
import { indexedDbStoryOutbox } from './stores/storyOutboxPersistence.ts';
import { App } from './app/App.tsx';
import { TripMapContext } from './app/TripMapContext.tsx';
import type { EngineMapProps } from './screens/VoyageMapSlot.tsx';
import './theme/fonts.css';
import { browserNetworkStatus, browserServiceWorker } from './serviceWorker/registerServiceWorker.ts';
import { lazySharedInbox } from './serviceWorker/lazySharedInbox.ts';

const store = new RootStore(
  createApi(createHttpClient(), browserPushDevice()),
  { storage: window.localStorage },
  { persistence: indexedDbUploadQueue(), drafts: indexedDbDrafts(), sharedInbox: lazySharedInbox(), stories: indexedDbStoryOutbox() },
  { network: browserNetworkStatus, worker: browserServiceWorker() },
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The public pages come drawn by the build (scripts/prerenderPlugin.ts): they are hydrated, as a
// transition so React yields to the browser between components instead of holding the main
// thread for the whole page. Every other page starts from the empty shell.
const prerendered = container.firstElementChild !== null;
// The trip's map (MapLibre) loads only when Voyage or a day page draws it.
const LazyTripMap = lazy(() => import('./screens/VoyageTripMap.tsx').then(({ VoyageTripMap }) => ({ default: VoyageTripMap })));
const drawTripMap = (props: EngineMapProps) => <LazyTripMap {...props} />;
const app = (
  <StrictMode>
    <TripMapContext.Provider value={drawTripMap}>
      <App store={store} prerendered={prerendered} />
    </TripMapContext.Provider>
  </StrictMode>
);
if (prerendered) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
