import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Worker } from 'playwright-core';
import { createAlbum, uploadOk } from '../server/testing/albumRequests.ts';
import { jpegWithExif, testPlaces } from '../server/testing/exifPhotos.ts';
import { postJson } from '../server/testing/testApp.ts';
import { launchChromium } from './support/browser.ts';
import { adminSession, grantedRelative, phone, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// Issue 39's whole journey on a phone: the traveller's photos from three towns over two days, a
// relative following the trip on the map, a step, a photo, day 2, and the feed's news line, all
// from Lapin alone.

const jeanne: Relative = { firstName: 'Jeanne Morel', email: 'jeanne@example.org', password: 'glaciers-bleus-2026' };
const geneve = { lat: 46.2044, lon: 6.1432 };
const at = (date: string, time: string) => ({ dateTimeOriginal: `${date.replaceAll('-', ':')} ${time}`, offsetTimeOriginal: '+02:00' });

/** Every request the page and its workers made (MapLibre's workers fetch the tiles themselves). */
async function everyRequest(seen: string[], workers: readonly Worker[]): Promise<string[]> {
  const fromWorkers: string[] = [];
  for (const worker of workers) {
    const urls = await worker
      .evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => entry.name))
      .catch(() => [] as string[]);
    fromWorkers.push(...urls);
  }
  return [...seen, ...fromWorkers];
}

describe('the trip, followed on a phone', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    browser = await launchChromium({ webgl: true });
    await grantedRelative(server.app, jeanne);
    const admin = await adminSession(server.app);
    expect((await postJson(server.app, '/api/admin/trip', { token: admin, title: 'Alpes 2026', start: '2026-08-03', end: '2026-08-04' })).statusCode).toBe(200);
    expect((await createAlbum(server.app, admin, 'Alpes')).statusCode).toBe(201);
    // Sent in an order unlike the one they were taken in: the days and the route follow the
    // capture times.
    const photos = [
      await jpegWithExif({ ...geneve, ...at('2026-08-04', '11:00:00') }),
      await jpegWithExif({ ...testPlaces.annecy, ...at('2026-08-03', '10:00:00') }),
      await jpegWithExif({ ...testPlaces.chamonix, ...at('2026-08-03', '17:30:00') }),
      await jpegWithExif({ ...testPlaces.annecy, ...at('2026-08-03', '11:15:00') }),
    ];
    for (const photo of photos) await uploadOk(server.app, admin, 'Alpes', [photo]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the route with three steps, a step, a photo, day 2 and « Dernières nouvelles », with 0 requests elsewhere', async () => {
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const workers: Worker[] = [];
    const watch = (page: Page) => page.on('worker', (worker) => workers.push(worker));
    context.on('page', watch);
    const page = await context.newPage();
    watch(page);
    await signIn(page, jeanne);

    await page.goto('/app/voyage');
    await expect.poll(() => page.getByRole('heading', { name: 'Alpes 2026' }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/^2 jours · 2 pays · \d+ km$/).count()).toBe(1);

    // The map's markers: three steps (Annecy, Chamonix on day 1, Genève on day 2), drawn over
    // the route once MapLibre has loaded (the first map, drawn before it, is then gone).
    const map = page.getByRole('region', { name: 'Carte du voyage' });
    await page.locator('[data-map-engine="maplibre"]').waitFor({ timeout: 45_000 });
    await expect.poll(() => page.locator('[data-sketch-map]').count()).toBe(0);
    const markers = map.getByRole('button', { name: /élément/ });
    await expect.poll(() => markers.count(), { timeout: 45_000 }).toBe(3);
    const names = await markers.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent));
    expect(names.sort()).toEqual(['Annecy : 2 éléments', 'Chamonix-Mont-Blanc : 1 élément', 'Genève : 1 élément']);
    expect(await page.locator('.maplibregl-canvas').count()).toBe(1);

    // A step, by touch: its sheet lists its two photos.
    await map.getByRole('button', { name: 'Annecy : 2 éléments' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Étape : Annecy, France' });
    await sheet.waitFor();
    const photos = sheet.getByRole('button', { name: 'Photo de Grand Lapin' });
    await expect.poll(() => photos.count()).toBe(2);

    // A photo: the album's viewer opens on it, that very photo, though the album received its
    // photos in another order (the viewer and the link both count in capture order).
    const tapped = /\/([^/]+)\.thumb\.jpg$/.exec((await photos.first().locator('img').getAttribute('src')) ?? '')?.[1];
    expect(tapped).toBeDefined();
    await photos.first().tap();
    await page.waitForURL((url) => url.pathname.startsWith('/app/lapingramviewer/'));
    await page.locator(`img[src*="/${tapped}.screen.jpg"]`).waitFor({ state: 'visible' });

    // Back on Voyage the step's sheet is still open, where the relative left it; from it, day 1,
    // then the next day's arrow.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/app/voyage');
    await sheet.getByRole('link', { name: 'Voir tout le jour 1' }).tap();
    await page.waitForURL((url) => url.pathname === '/app/voyage/jour/1');
    await expect.poll(() => page.getByRole('heading', { name: /^Jour 1 · lundi 3 août · Annecy → Chamonix-Mont-Blanc$/ }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Jour suivant (jour 2)' }).tap();
    await page.waitForURL((url) => url.pathname === '/app/voyage/jour/2');
    await expect.poll(() => page.getByRole('heading', { name: /^Jour 2 · mardi 4 août · Genève/ }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByRole('list', { name: 'Photos et vidéos du jour' }).getByRole('button', { name: 'Photo de Grand Lapin' }).count()).toBe(1);

    // The feed: where they are now.
    await page.goto('/app');
    await expect.poll(() => page.getByRole('link', { name: /^Dernières nouvelles : Genève, Suisse · / }).count(), { timeout: 20_000 }).toBe(1);

    const origin = new URL(server.url).origin;
    const all = await everyRequest(requests, workers);
    expect(all.some((url) => url.includes('/media/map/tiles/'))).toBe(true);
    const elsewhere = all.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  it('draws a first map (land, route, steps) before MapLibre, whose steps open their sheet, with 0 requests elsewhere', async () => {
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();
    await signIn(page, jeanne);
    // MapLibre's code is held back until the first map has been used: it cannot be what is drawn.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await context.route(/\/assets\/.*(VoyageTripMap|tripMapEngine|maplibre)[^/]*\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });

    await page.goto('/app/voyage');
    const slot = page.locator('[data-map-status="drawn"]');
    await slot.waitFor({ timeout: 45_000 });
    expect(await page.locator('[data-map-engine="maplibre"]').count()).toBe(0);
    const sketch = slot.locator('[data-sketch-map="drawn"]');
    expect(await sketch.locator('path[fill="#f3efe4"]').count()).toBeGreaterThan(2);
    expect(await sketch.locator('path[fill="none"]').count()).toBeGreaterThan(0);
    const markers = sketch.getByRole('button', { name: /élément/ });
    const names = await markers.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(names.sort()).toEqual(['Annecy : 2 éléments', 'Chamonix-Mont-Blanc : 1 élément', 'Genève : 1 élément']);
    const box = (await markers.first().boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(await sketch.getByRole('img', { name: 'Ils sont ici : Genève, Suisse' }).count()).toBe(1);

    await sketch.getByRole('button', { name: 'Chamonix-Mont-Blanc : 1 élément' }).tap();
    const sheet = page.getByRole('dialog', { name: /^Étape : Chamonix-Mont-Blanc/ });
    await sheet.waitFor();
    await expect.poll(() => sheet.getByRole('button', { name: 'Photo de Grand Lapin' }).count(), { timeout: 20_000 }).toBe(1);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    // Then MapLibre, asked for once the first map was drawn, replaces it when it is ready.
    expect(held.length).toBeGreaterThan(0);
    release();
    await page.locator('[data-map-engine="maplibre"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('[data-sketch-map]').count()).toBe(0);
    expect(await slot.count()).toBe(1);

    const origin = new URL(server.url).origin;
    expect(requests.some((url) => url.includes('/api/trip/land'))).toBe(true);
    expect(requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)).toEqual([]);
    await context.close();
  }, 180_000);
});
