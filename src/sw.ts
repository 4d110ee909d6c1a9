/// <reference lib="webworker" />
/**
 * Lapin's service worker (issue 24), built by vite-plugin-pwa (injectManifest) into /sw.js.
 * - The app shell is precached: every app page opens with the network off, from index.html.
 * - Photos (thumbnail and screen size) the signed-in relative has seen are kept in that account's
 *   cache, oldest out first (src/serviceWorker/offlineRules.ts says which and why).
 * - API calls are never cached here: they are POSTs with the token in the body; the stores keep
 *   what was read (the feed and the opened articles) in localStorage, which sign-out empties.
 * - A new version waits until the relative taps "Recharger" (no skipWaiting before): old and new
 *   files never mix in one page.
 * - A share from the phone's gallery (issue 38) is a POST to the manifest's share_target: its files
 *   are kept in Cache Storage before the 303 to the share screen (src/serviceWorker/sharedFiles.ts).
 * - Pushes show a notification; a tap brings Lapin to the front at the pushed link.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { product } from '../shared/product.ts';
import { iconsPath } from './app/webManifest.ts';
import { shareQuery } from '../shared/shareQuery.ts';
import { keepSharedFiles, sharedFilesCache, sharedFilesOfForm } from './serviceWorker/sharedFiles.ts';
import { isAccountCache, isCachedPhoto, isWorkerMessage, MAX_CACHED_PHOTOS, photoCacheName, readPushPayload, sameOriginUrl, serverPaths, showPushedPage, type WindowClients } from './serviceWorker/offlineRules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The first install takes the open page at once, so the photos of this first visit are kept too.
// A later version waits (no skipWaiting here): see the 'lapin-skip-waiting' message.
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: serverPaths }));

// Who is signed in survives the worker being stopped: it is kept in a cache of its own.
const accountCache = 'lapin-account';
const accountKey = '/__lapin/account';
let account: number | null | undefined;

async function currentAccount(): Promise<number | null> {
  if (account !== undefined) return account;
  const saved = await (await caches.open(accountCache)).match(accountKey);
  const value: unknown = saved ? await saved.json() : null;
  account = typeof value === 'number' ? value : null;
  return account;
}

async function setAccount(next: number | null): Promise<void> {
  account = next;
  await (await caches.open(accountCache)).put(accountKey, Response.json(next));
  // Another relative's photos never stay: only the signed-in account's cache is kept.
  const keep = next === null ? undefined : photoCacheName(next);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isAccountCache(name) && name !== keep).map((name) => caches.delete(name)));
}

const photoStrategies = new Map<number, CacheFirst>();
function photoStrategy(id: number): CacheFirst {
  let strategy = photoStrategies.get(id);
  if (!strategy) {
    strategy = new CacheFirst({
      cacheName: photoCacheName(id),
      plugins: [new ExpirationPlugin({ maxEntries: MAX_CACHED_PHOTOS, purgeOnQuotaError: true })],
    });
    photoStrategies.set(id, strategy);
  }
  return strategy;
}

registerRoute(
  ({ url }) => isCachedPhoto(url, self.location.origin),
  async ({ request, event }) => {
    const id = await currentAccount();
    if (id === null) return fetch(request);
    return photoStrategy(id).handle({ request, event });
  },
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === product.routes.share && request.method === 'POST',
  async ({ request }) => {
    try {
      const form = await request.formData();
      await keepSharedFiles(await caches.open(sharedFilesCache), sharedFilesOfForm(form));
      return Response.redirect(product.routes.share, 303);
    } catch (error) {
      // A full device or an unreadable form: the share screen says the files did not arrive.
      console.error('Partage non enregistré', error);
      return Response.redirect(`${product.routes.share}?${shareQuery.failed}`, 303);
    }
  },
  'POST',
);

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isWorkerMessage(message)) return;
  if (message.type === 'lapin-skip-waiting') void self.skipWaiting();
  else event.waitUntil(setAccount(message.account));
});

self.addEventListener('push', (event) => {
  const payload = readPushPayload(pushJson(event), self.location.origin, product.title);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: `${iconsPath}/icon-192.png`,
      data: { url: payload.url },
    }),
  );
});

function pushJson(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = sameOriginUrl(typeof data?.url === 'string' ? data.url : undefined, self.location.origin);
  event.waitUntil(showPushedPage(self.clients as unknown as WindowClients, url, self.location.origin));
});
