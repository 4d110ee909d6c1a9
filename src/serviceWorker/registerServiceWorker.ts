import type { NetworkStatus, ServiceWorkerPort } from '../stores/OfflineStore.ts';
import { isAccountCache, type WorkerMessage } from './offlineRules.ts';

export const browserNetworkStatus: NetworkStatus = {
  isOnline: () => navigator.onLine,
  onChange(listener) {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

/**
 * Registers /sw.js (src/sw.ts) once the page has loaded, so the worker and its precache never
 * compete with the first screen, and only in the production build: `npm run dev` and Storybook
 * keep no copy of anything.
 */
export function browserServiceWorker(): ServiceWorkerPort {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return { onUpdateWaiting: () => undefined, applyUpdate: () => undefined, setAccount: forgetPhotos };
  const container = navigator.serviceWorker;
  const listeners: (() => void)[] = [];
  let waiting: ServiceWorker | undefined;
  let updating = false;

  const announce = (worker: ServiceWorker) => {
    waiting = worker;
    for (const listener of listeners) listener();
  };
  // Only a version the relative chose to load reloads the page; the first install does not.
  container.addEventListener('controllerchange', () => {
    if (!updating) return;
    updating = false;
    window.location.reload();
  });

  const watch = (registration: ServiceWorkerRegistration) => {
    // A version installed while an older one runs the page waits for the relative's tap.
    if (registration.waiting && container.controller) announce(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && container.controller) announce(installing);
      });
    });
    // A phone keeps the app open for days: look for a new version each time it comes back.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
    });
  };
  const register = () => {
    container.register('/sw.js').then(watch, (error: unknown) => console.warn('Service worker non installé', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

  return {
    onUpdateWaiting(listener) {
      listeners.push(listener);
      if (waiting) listener();
    },
    applyUpdate() {
      if (!waiting) return;
      updating = true;
      waiting.postMessage({ type: 'lapin-skip-waiting' } satisfies WorkerMessage);
    },
    async setAccount(account) {
      if (account === null) await forgetPhotos();
      // The worker may not be installed yet: it hears who is signed in once it is.
      void container.ready.then((registration) => registration.active?.postMessage({ type: 'lapin-account', account } satisfies WorkerMessage));
    },
  };
}

/** Empties every account's photo cache from the page itself: done even if no worker runs. */
async function forgetPhotos(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(names.filter(isAccountCache).map((name) => caches.delete(name)));
}
