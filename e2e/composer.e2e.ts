import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makePhonePortraitJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { grantedRelative, phone, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// Issue 40, « Raconter » on a 390 px phone against the real server: a title, two paragraphs and
// three camera photos told from the feed in a few actions, over a 2 Mbit/s connection; then the
// same story with the network cut before « Publier », the app reloaded, the network back: one
// article with its three photos, seen on a second phone.

const marie: Relative = { firstName: 'Marie Dupont', email: 'marie@example.org', password: 'carottes-2025' };
const paul: Relative = { firstName: 'Paul Martin', email: 'paul@example.org', password: 'navets-2025' };

const text = 'Nous avons pris le bateau de sept heures. Le lac était encore dans la brume.\n\nLe soir, fondue au refuge et coucher de soleil sur les Aravis.';
/** 2 Mbit/s each way, 40 ms away: the phone profile of the album queue's e2e, downloads included. */
const twoMbit = { offline: false, latency: 40, downloadThroughput: (2 * 1024 * 1024) / 8, uploadThroughput: (2 * 1024 * 1024) / 8 };

async function articleRows(server: RunningServer) {
  const rows = await server.app.db.selectFrom('articles').select(['id', 'title', 'structure']).execute();
  return rows.map((row) => ({ id: row.id, title: row.title, images: (JSON.parse(row.structure) as { type: string }[]).filter((element) => element.type === 'image').length }));
}

/** Every photo of the open article drawn from its bytes. */
async function drawnPhotos(page: Page): Promise<number> {
  const images = page.locator('article img[src^="/media/articles/"]');
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  return images.evaluateAll((shown) => shown.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length);
}

describe('« Raconter » on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let photoDir: string;
  let photos: string[];

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    browser = await launchChromium();
    await grantedRelative(server.app, marie);
    await grantedRelative(server.app, paul);
    // 12 MP as a phone takes them (5.7 MB, with GPS): the phone sends each shrunk to 2048 px.
    const photo = await makePhonePortraitJpeg({ width: 4000, height: 3000 });
    // Picked as files on the disk, as a phone's picker hands them over: given as bytes, Playwright
    // carried the 17 MB into the page through the DevTools protocol, 13 s of the measure on the
    // loaded machine that no phone spends.
    photoDir = await mkdtemp(join(tmpdir(), 'lapin-composer-e2e-'));
    photos = [1, 2, 3].map((n) => join(photoDir, `IMG_04${n}.jpg`));
    await Promise.all(photos.map((path) => writeFile(path, photo)));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (photoDir) await rm(photoDir, { recursive: true, force: true });
  });

  /** The story told from the feed; each tap or field filled counts one action. */
  async function tell(page: Page, title: string, beforePublish?: () => Promise<void>): Promise<number> {
    let actions = 0;
    const act = async (action: Promise<unknown>) => {
      await action;
      actions += 1;
    };
    await act(page.getByRole('button', { name: 'Raconter' }).click());
    await act(page.getByLabel('Titre').fill(title));
    await act(page.getByLabel('Le récit').fill(text));
    // « Ajouter des photos »: the three at once from the phone's picker.
    await act(page.locator('input[type="file"][multiple]').setInputFiles(photos));
    await page.getByRole('list', { name: 'Photos du récit' }).getByRole('listitem').nth(2).waitFor();
    await beforePublish?.();
    await act(page.getByRole('button', { name: 'Publier' }).click());
    return actions;
  }

  // The goal, 20 s: 17.8-19.3 s on the shared machine at a load of 9 to 12 (35.7 s before: 13 s
  // of it Playwright carrying the photos' bytes into the page, then each photo waiting for the
  // server to render the last before leaving). Now the first leaves at 4 s, each next one as soon
  // as the last one's bytes are out: the 2.6 MB take 10 s at 2 Mbit/s whatever the app does.
  // The figure is printed and kept in docs/performance.md; the assertion allows 30 s, so a busier
  // CI machine does not fail it while a return of the old order (35 s) still does.
  it('publishes a title, two paragraphs and three photos in 5 actions from the feed, within 20 s on 2 Mbit/s (held at 30 s on a busy machine)', async () => {
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, marie);
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', twoMbit);

    const started = performance.now();
    // Each photo's upload, started and answered: where the time goes, logged beside the total.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/article/photo')) uploads.push(`sent ${Math.round(performance.now() - started)}`);
    });
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/api/article/photo')) uploads.push(`answered ${Math.round(performance.now() - started)}`);
    });
    const actions = await tell(page, 'Le lac dans la brume');
    await page.waitForURL(/\/app\/article\/\d+$/, { timeout: 90_000 });
    await page.getByText('Le soir, fondue au refuge').waitFor();
    const took = performance.now() - started;
    console.info(`« Raconter »: ${actions} actions, published and shown in ${Math.round(took)} ms on 2 Mbit/s (photo uploads, ms: ${uploads.join(', ')})`);
    expect(actions).toBeLessThanOrEqual(7);
    expect(took).toBeLessThanOrEqual(30_000);

    // The spec's structure: two paragraphs then three photos; the bandeau is the first sentence.
    const [row] = await articleRows(server);
    expect(row).toMatchObject({ title: 'Le lac dans la brume', images: 3 });
    await page.getByText('Nous avons pris le bateau de sept heures.', { exact: true }).waitFor();
    await expect.poll(() => drawnPhotos(page), { timeout: 30_000 }).toBe(3);
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await context.close();
  }, 180_000);

  it('keeps a story told offline on the phone through a reload, then publishes it once when the network is back', async () => {
    const context: BrowserContext = await browser.newContext({ ...phone, baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, marie);

    await tell(page, 'Hors réseau au refuge', () => context.setOffline(true));
    const waiting = page.getByRole('region', { name: "En attente d'envoi" });
    await waiting.getByText('Hors réseau au refuge').waitFor();
    const told = async () => (await articleRows(server)).filter((row) => row.title === 'Hors réseau au refuge');
    expect(await told()).toEqual([]);

    // The app reloaded while the network is still down for the story: its calls fail. (The app
    // itself comes from the server here; offline, the service worker serves it, issue 24.)
    await context.setOffline(false);
    await page.route('**/api/article/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await waiting.getByText('Hors réseau au refuge').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Raconter' }).waitFor();
    expect(await told()).toEqual([]);

    // The network back: the phone says so, and the story leaves by itself.
    await page.unroute('**/api/article/**');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(told, { timeout: 90_000, interval: 500 }).toEqual([expect.objectContaining({ images: 3 })]);
    await waiting.waitFor({ state: 'detached', timeout: 30_000 });

    // Paul's phone: the story once on the feed, its three photos drawn.
    const second = await browser.newContext({ ...phone, baseURL: server.url });
    const paulPage = await second.newPage();
    await signIn(paulPage, paul);
    await expect.poll(() => paulPage.getByRole('button', { name: 'Hors réseau au refuge' }).count(), { timeout: 30_000 }).toBe(1);
    await paulPage.getByRole('button', { name: 'Hors réseau au refuge' }).click();
    await paulPage.getByText('Le soir, fondue au refuge').waitFor();
    await expect.poll(() => drawnPhotos(paulPage), { timeout: 30_000 }).toBe(3);
    expect(await told()).toHaveLength(1);
    await second.close();
    await context.close();
  }, 240_000);
});
