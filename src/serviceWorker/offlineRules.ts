/**
 * What the service worker keeps, worked out without the worker so it can be tested (src/sw.ts
 * applies it). Guarantee: a photo is only ever answered from the cache of the account that is
 * signed in on this device, and every such cache goes at sign-out and when the session is
 * refused (a ban, a deletion): the window deletes them itself and tells the worker, so neither
 * a sleeping worker nor a closed tab leaves another relative's photos behind.
 */

/** Caches named after an account: the photos that account opened. */
const photoCachePrefix = 'lapin-photos-';

export function photoCacheName(account: number): string {
  return `${photoCachePrefix}${account}`;
}

export function isAccountCache(name: string): boolean {
  return name.startsWith(photoCachePrefix);
}

/** Oldest out first beyond this many photos (about 100 KB each at screen size). */
export const MAX_CACHED_PHOTOS = 400;

// Article and album photos at thumbnail and screen size. Originals, album zips and videos are
// large and fetched on purpose: they stay on the network.
const cachedPhoto = /^\/media\/(?:articles\/[^/]+|albums\/[^/]+\/[^/]+)\.(?:thumb|screen)\.jpg$/;

export function isCachedPhoto(url: URL, origin: string): boolean {
  return url.origin === origin && cachedPhoto.test(url.pathname);
}

/** Page paths the server answers itself: a navigation there must reach the network. */
export const serverPaths = [/^\/api\//, /^\/media\//, /^\/healthz$/, /^\/essai\//];

/** Messages between the window and the worker. */
export type WorkerMessage =
  /** Who is signed in on this device (null once signed out). */
  | { type: 'lapin-account'; account: number | null }
  /** The relative tapped "Recharger": the waiting version takes over. */
  | { type: 'lapin-skip-waiting' };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; account?: unknown };
  if (message.type === 'lapin-skip-waiting') return true;
  return message.type === 'lapin-account' && (message.account === null || Number.isInteger(message.account));
}

/** A push's payload as the server sends it (issue 24): `{ title, body, url, tag }`. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string | undefined;
}

/** Reads a push's JSON; a missing or foreign field falls back so a notification still shows,
 * and a link outside the app leads to the feed. */
export function readPushPayload(data: unknown, origin: string, fallbackTitle: string): PushPayload {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    title: text(fields.title) ?? fallbackTitle,
    body: text(fields.body) ?? '',
    url: sameOriginUrl(text(fields.url), origin),
    tag: text(fields.tag),
  };
}

export function sameOriginUrl(url: string | undefined, origin: string): string {
  const home = `${origin}/app`;
  if (!url) return home;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : home;
  } catch {
    return home;
  }
}

/** What a notification tap uses of the worker's `clients` (a subset, so it can be tested). */
export interface WindowClients {
  matchAll(options: { type: 'window'; includeUncontrolled: true }): Promise<readonly PageWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

export interface PageWindow {
  url: string;
  focus(): Promise<PageWindow>;
  navigate(url: string): Promise<unknown>;
}

/** A tap on a notification: an open Lapin window comes to the front at `url`, else one opens. */
export async function showPushedPage(clients: WindowClients, url: string, origin: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((candidate) => new URL(candidate.url).origin === origin);
  if (!open) {
    await clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  if (focused.url !== url) await focused.navigate(url);
}
