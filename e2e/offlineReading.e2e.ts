import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { image, publishOk, text } from '../server/testing/articleRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { product } from '../shared/product.ts';
import { chromiumArgs, chromiumPath } from './support/browser.ts';
import { grantedRelative, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

const lucie: Relative = { firstName: 'Lucie Bernard', email: 'lucie@example.org', password: 'radis-roses-2025' };
const title = 'Le refuge du Goûter';

/** The photos of the page that the browser has drawn (loaded, with pixels). */
const drawnPhotos = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length);

/** Cache names and their entry counts, as the page sees the Cache Storage. */
const cacheContents = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await (await caches.open(name)).keys()).length] as const)));
  });

/** The paths of the pictures the page drew, as the browser chose them among each one's srcset. */
const drawnPaths = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) => images.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname));

/** The paths a cache holds. */
const cachedPaths = (page: Page, name: string) =>
  page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).map((request) => new URL(request.url).pathname), name);

describe('installable and readable offline (issue 24)', () => {
  let server: RunningServer;
  let context: BrowserContext;
  let clientDir: string;
  let profileDir: string;

  beforeAll(async () => {
    // A copy of the build of its own: this journey deploys a new version by changing its sw.js.
    clientDir = await mkdtemp(join(tmpdir(), 'lapin-e2e-pwa-'));
    await cp(inject('clientDir'), clientDir, { recursive: true });
    server = await startServer(clientDir);
    const token = await grantedRelative(server.app, lucie);
    const photo = { fileName: 'refuge.jpg', bytes: await makeLandscapeJpeg({ width: 800, height: 600, seed: 4 }) };
    await publishOk(server.app, token, { title, bandeau: 'À 3835 m', structure: [text(1, 'La nuit fut courte.'), image(2, 'refuge.jpg')] }, [photo]);
    // A profile on disk, as a relative's browser has: Chrome never offers to install from an
    // incognito window, which is what a plain Playwright context is.
    profileDir = await mkdtemp(join(tmpdir(), 'lapin-e2e-profile-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      headless: true,
      args: chromiumArgs,
      baseURL: server.url,
      locale: 'fr-FR',
    });
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
    for (const dir of [clientDir, profileDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('installs, keeps what was read with its photos, says "Hors ligne", offers a new version, and forgets it all at sign-out', async () => {
    const page = await context.newPage();
    await signIn(page, lucie);
    // The worker installs after the page has loaded and takes it at once.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // The same check Chrome runs before offering "Installer l'application".
    const cdp = await context.newCDPSession(page);
    // Chrome checks once it has fetched the manifest and its icons: asked sooner, it answers with
    // what it has not yet read.
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    // A push reaches the worker, which shows it with its tag (a later one with the same tag replaces it).
    await context.grantPermissions(['notifications'], { origin: server.url });
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: [registration] }) => {
        if (registration) resolve(registration.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const push = { title: 'Nouvel article', body: 'Lucie a publié « Le refuge »', url: '/app/article/1', tag: 'article-1' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: await registrations, data: JSON.stringify(push) });
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag }) => ({ title, body, tag })));
    await expect.poll(shown).toEqual([{ title: push.title, body: push.body, tag: push.tag }]);

    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ name: 'Le terrier de Lapin', short_name: 'Lapin', start_url: '/app', display: 'standalone' });

    // Reading the feed and the article, now through the worker.
    await page.reload();
    const tile = page.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => drawnPhotos(page, 'img[src^="/media/articles/"]')).toBeGreaterThan(0);
    const feedPhotos = await drawnPaths(page, 'img[src^="/media/articles/"]');
    await tile.getByRole('button').click();
    await page.waitForURL('**/app/article/*');
    const articleUrl = new URL(page.url()).pathname;
    await page.getByText('La nuit fut courte.').waitFor();
    await expect.poll(() => drawnPhotos(page, 'article img[src^="/media/articles/"]')).toBe(1);
    const articlePhotos = await drawnPaths(page, 'article img[src^="/media/articles/"]');
    const kept = await cacheContents(page);
    const photoCaches = Object.keys(kept).filter((name) => name.startsWith('lapin-photos-'));
    expect(photoCaches).toHaveLength(1);
    // Every picture drawn is kept: the tile's (since issue 38 the feed may draw the screen
    // rendition the article shows too, from its srcset) and the article's.
    expect(await cachedPaths(page, photoCaches[0] ?? '')).toEqual(expect.arrayContaining([...feedPhotos, ...articlePhotos]));

    // The network drops: the article and the feed open again, with their photos.
    await context.setOffline(true);
    await page.reload();
    await page.getByText('La nuit fut courte.').waitFor();
    await expect.poll(() => drawnPhotos(page, 'article img[src^="/media/articles/"]')).toBe(1);
    await page.getByRole('status').filter({ hasText: 'Hors ligne' }).waitFor();
    await page.goto(product.routes.home);
    await page.getByRole('listitem').filter({ hasText: title }).waitFor();
    await expect.poll(() => drawnPhotos(page, 'img[src^="/media/articles/"]')).toBeGreaterThan(0);
    await page.getByRole('status').filter({ hasText: 'Hors ligne' }).waitFor();

    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Hors ligne' }).waitFor({ state: 'detached' });

    // A new version is deployed: it waits for the relative's tap, then loads once.
    await appendFile(join(clientDir, 'sw.js'), '\n// version suivante\n');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await page.getByRole('status').filter({ hasText: 'Nouvelle version disponible' }).waitFor();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Recharger' }).click();
    await reloaded;
    await page.getByRole('listitem').filter({ hasText: title }).waitFor();
    await expect(page.getByRole('button', { name: 'Recharger' }).count()).resolves.toBe(0);
    expect(articleUrl).toMatch(/^\/app\/article\/\d+$/);

    // Signing out leaves no photo and no article behind for the next relative.
    await page.getByRole('navigation', { name: "Menu de l'espace connecté" }).getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => Object.keys(await cacheContents(page)).filter((name) => name.startsWith('lapin-photos-'))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('lapin.articles'))).toBeNull();
  });
});
