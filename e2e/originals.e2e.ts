import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request as playwrightRequest, type Browser, type BrowserContext } from 'playwright-core';
import type { SlideshowItem } from '../shared/albumTypes.ts';
import { albumZipUrlOf, photoDownloadUrl } from '../shared/photoUrls.ts';
import { createAlbum, uploadOk } from '../server/testing/albumRequests.ts';
import { makeLandscapeJpeg, makePng } from '../server/testing/fixtures/makeImages.ts';
import { zipEntries } from '../server/testing/zipEntries.ts';
import { launchChromium } from './support/browser.ts';
import { adminSession, grantedRelative, phone, signIn, type Relative } from './support/family.ts';
import { e2eAdmin, startServer, type RunningServer } from './support/startServer.ts';

// Issue 22, originals kept: a relative downloads a photo at full size and the whole album as a
// zip, with nothing but the browser's session cookie; the admin's archive holds the originals
// when asked to.
const album = 'Été à Noirmoutier';
const relative: Relative = { firstName: 'Odile Marchand', email: 'odile@example.org', password: 'potiron-2025' };
let server: RunningServer;
/** The photos' bytes as the server stored them, by URL. */
const stored = (url: string) => readFile(join(server.dataDir, 'media', 'albums', ...url.split('/').slice(3)));

describe('originals kept', () => {
  let items: SlideshowItem[];
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    const admin = await adminSession(server.app);
    await createAlbum(server.app, admin, album);
    await uploadOk(server.app, admin, album, [await makeLandscapeJpeg({ width: 3000, height: 2000, seed: 7 }), await makePng({ width: 800, height: 600 })]);
    const token = await grantedRelative(server.app, relative);
    items = (await server.app.inject({ method: 'POST', url: '/api/media/getalbumimages', payload: { token, album } })).json<SlideshowItem[]>();
    browser = await launchChromium();
    context = await browser.newContext({ ...phone, baseURL: server.url, locale: 'fr-FR' });
    await signIn(await context.newPage(), relative);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lets a signed-in relative download an original whose bytes are the ones the server kept', async () => {
    const [photo] = items;
    expect(photo!.original).toMatch(/^\/media\/albums\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.orig\.jpg$/);
    const response = await context.request.get(photoDownloadUrl(photo!.original!));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="Ete a Noirmoutier - [0-9a-f]{8}\.jpg"; filename\*=UTF-8''/);
    const bytes = await response.body();
    expect(bytes.equals(await stored(photo!.original!))).toBe(true);
    // Full size: the original, not the 1600 px screen copy.
    expect(bytes.length).toBeGreaterThan((await stored(photo!.image)).length);

    const stranger = await playwrightRequest.newContext({ baseURL: server.url });
    try {
      expect((await stranger.get(photo!.original!)).status()).toBe(401);
      expect((await stranger.get(albumZipUrlOf(photo!.image)!)).status()).toBe(401);
    } finally {
      await stranger.dispose();
    }
  });

  it("gives the whole album as a zip listing every original, as stored", async () => {
    const response = await context.request.get(albumZipUrlOf(items[0]!.image)!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');
    const entries = await zipEntries(await response.body());
    expect(entries.map((entry) => entry.name)).toEqual(['001.jpg', '002.png']);
    for (const [index, entry] of entries.entries()) expect(entry.bytes.equals(await stored(items[index]!.original!)), entry.name).toBe(true);
  });

  it('lets the admin choose an archive with the originals', async () => {
    const adminContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    const page = await adminContext.newPage();
    await signIn(page, e2eAdmin);
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.waitForURL('**/app/admin');
    const section = page.getByRole('region', { name: 'Archive de la famille' });
    await section.getByRole('checkbox', { name: 'Inclure les photos d’origine (archive beaucoup plus lourde)' }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Télécharger l’archive' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^lapin-archive-originaux-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await zipEntries(await readFile((await download.path())!));
    const originals = entries.filter((entry) => entry.name.includes('.orig.'));
    expect(originals).toHaveLength(items.length);
    for (const [index, entry] of originals.entries()) expect(entry.bytes.equals(await stored(items[index]!.original!))).toBe(true);
    await adminContext.close();
  });
});
