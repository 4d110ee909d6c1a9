import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { product } from '../shared/product.ts';
import { image, publishOk, text } from '../server/testing/articleRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { adminSession, fillLogin, grantedRelative, phone, type Relative } from './support/family.ts';
import { measureSlideshowVisits, seedAlbum, slideshowBudgets } from './support/slideshowMeasure.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// Photos travel as cacheable image bytes (issue #13): a 20-photo album shows its first slide
// within 1 MB and a second visit costs under a tenth of the first; feed tiles show thumbnails.
const album = 'Vingt photos de la côte';
const relative: Relative = { firstName: 'Odile Marchand', email: 'odile@example.org', password: 'potiron-2025' };

describe('photos as image bytes', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    const admin = await adminSession(server.app);
    await seedAlbum(server.app, admin, album, 20);
    const photo = await makeLandscapeJpeg({ width: 2400, height: 1600, seed: 99 });
    await publishOk(server.app, admin, { title: 'Le phare', bandeau: 'Au bout de la jetée', structure: [text(1, 'Le vent souffle.'), image(2, 'phare.jpg')] }, [
      { fileName: 'phare.jpg', bytes: photo },
    ]);
    await grantedRelative(server.app, relative);
    browser = await launchChromium();
    context = await browser.newContext({ ...phone, baseURL: server.url, locale: 'fr-FR' });
    page = await context.newPage();
    await page.goto('/');
    await fillLogin(page, relative.email, relative.password);
    await page.waitForURL(`**${product.routes.home}`);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the first photo of the feed as a thumbnail fetched from /media', async () => {
    const tile = page.getByRole('listitem').filter({ hasText: 'Le phare' });
    const thumbnail = tile.locator('img');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/media\/articles\/[0-9a-f-]{36}\.thumb\.jpg$/);
    const box = await thumbnail.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
  });

  it('shows the first slide within 1 MB, and a second visit costs under a tenth of the first', async () => {
    const { first, second } = await measureSlideshowVisits(page, album, 20);
    console.info(`first visit: ${(first.atFirstSlide / 1024).toFixed(0)} KB at the first slide, ${(first.all / 1024).toFixed(0)} KB in all, ${first.photos} photos, ${first.thumbnails} thumbnails`);
    console.info(`second visit: ${(second.all / 1024).toFixed(1)} KB`);
    expect(first.atFirstSlide).toBeLessThanOrEqual(slideshowBudgets.firstSlideBytes);
    // The grid's thumbnails, then the first photo and the prefetched next one; no other photo of
    // the album is asked for at screen size.
    expect(first.thumbnails).toBeLessThanOrEqual(20);
    expect(first.photos).toBeGreaterThanOrEqual(1);
    expect(first.photos).toBeLessThanOrEqual(2);
    expect(second.all).toBeLessThan(first.all * slideshowBudgets.secondVisitShare);
  });
});
