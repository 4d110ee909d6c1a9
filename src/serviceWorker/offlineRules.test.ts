import { describe, expect, it } from 'vitest';
import { isAccountCache, isCachedPhoto, isWorkerMessage, photoCacheName, readPushPayload, sameOriginUrl, serverPaths, showPushedPage, type PageWindow } from './offlineRules.ts';

const origin = 'https://lapin.example';
const at = (path: string, base = origin) => new URL(path, base);

describe('the service worker rules', () => {
  it('names one photo cache per account, and recognises only those as account caches', () => {
    expect(photoCacheName(7)).not.toBe(photoCacheName(8));
    expect(isAccountCache(photoCacheName(7))).toBe(true);
    // Workbox's precache holds the app shell, the same for everyone: it stays at sign-out.
    expect(isAccountCache('workbox-precache-v2-https://lapin.example/')).toBe(false);
  });

  it('caches article and album photos at thumbnail and screen size from this origin only', () => {
    expect(isCachedPhoto(at('/media/articles/a1b2.screen.jpg'), origin)).toBe(true);
    expect(isCachedPhoto(at('/media/articles/a1b2.thumb.jpg'), origin)).toBe(true);
    expect(isCachedPhoto(at('/media/albums/2025-ete/c3d4.screen.jpg'), origin)).toBe(true);
    expect(isCachedPhoto(at('/media/articles/a1b2.screen.jpg', 'https://ailleurs.example'), origin)).toBe(false);
  });

  it('leaves originals, album zips, videos and API calls to the network', () => {
    expect(isCachedPhoto(at('/media/albums/2025-ete/c3d4.orig.jpg'), origin)).toBe(false);
    expect(isCachedPhoto(at('/media/albums/2025-ete/album.zip'), origin)).toBe(false);
    expect(isCachedPhoto(at('/media/videos/v1.mp4'), origin)).toBe(false);
    expect(isCachedPhoto(at('/api/article/get'), origin)).toBe(false);
  });

  it('sends navigations to the server paths to the network, and app pages to the shell', () => {
    const served = (path: string) => serverPaths.some((pattern) => pattern.test(path));
    expect(served('/api/admin/export/abc')).toBe(true);
    expect(served('/media/albums/2025-ete/album.zip')).toBe(true);
    expect(served('/app/article/12')).toBe(false);
    expect(served('/')).toBe(false);
  });

  it('accepts only the two messages the window sends', () => {
    expect(isWorkerMessage({ type: 'lapin-account', account: 3 })).toBe(true);
    expect(isWorkerMessage({ type: 'lapin-account', account: null })).toBe(true);
    expect(isWorkerMessage({ type: 'lapin-account', account: '3' })).toBe(false);
    expect(isWorkerMessage({ type: 'lapin-skip-waiting' })).toBe(true);
    expect(isWorkerMessage('lapin-skip-waiting')).toBe(false);
  });

  it('reads a push payload, and keeps its link inside the app', () => {
    expect(readPushPayload({ title: 'Nouvel article', body: 'Lucie a publié', url: '/app/article/4', tag: 'article-4' }, origin, 'Lapin')).toEqual({
      title: 'Nouvel article',
      body: 'Lucie a publié',
      url: `${origin}/app/article/4`,
      tag: 'article-4',
    });
    expect(readPushPayload(null, origin, 'Lapin')).toEqual({ title: 'Lapin', body: '', url: `${origin}/app`, tag: undefined });
    expect(sameOriginUrl('https://ailleurs.example/piege', origin)).toBe(`${origin}/app`);
  });

  it('brings an open Lapin window to the pushed page on a tap, or opens one', async () => {
    const events: string[] = [];
    const page = (url: string): PageWindow => ({
      url,
      focus: async () => (events.push(`focus ${url}`), page(url)),
      navigate: async (to) => events.push(`navigate ${to}`),
    });
    const clients = (open: PageWindow[]) => ({
      matchAll: async () => open,
      openWindow: async (url: string) => events.push(`open ${url}`),
    });
    const target = `${origin}/app/article/4`;

    await showPushedPage(clients([page('https://ailleurs.example/'), page(`${origin}/app`)]), target, origin);
    expect(events).toEqual([`focus ${origin}/app`, `navigate ${target}`]);

    events.length = 0;
    await showPushedPage(clients([page(target)]), target, origin);
    expect(events).toEqual([`focus ${target}`]);

    events.length = 0;
    await showPushedPage(clients([]), target, origin);
    expect(events).toEqual([`open ${target}`]);
  });
});
