import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import type { SlideshowItem } from '../shared/albumTypes.ts';
import { createAlbum } from '../server/testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { adminSession, grantedRelative, phone, sidewaysOverflow, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// A relative on a phone adds the trip's photos to an album open to members, over a network that
// cuts out and a page that is reloaded: every photo arrives once, in calls of at most five.

const lea: Relative = { firstName: 'Léa Martin', email: 'lea@example.org', password: 'carottes-2025' };
const album = 'Vacances à Biarritz';

interface Photo {
  name: string;
  buffer: Buffer;
  mimeType: string;
}

async function photos(from: number, count: number): Promise<Photo[]> {
  // 3000 × 2000: larger than the 2048 px the phone shrinks to.
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `IMG_${from + index}.jpg`,
      buffer: await makeLandscapeJpeg({ width: 3000, height: 2000, seed: from + index }),
      mimeType: 'image/jpeg',
    })),
  );
}

/** The `images` parts of a multipart upload body. */
function imagesIn(request: Request): number {
  return (request.postDataBuffer()?.toString('latin1').match(/name="images"/g) ?? []).length;
}

describe('a member adds photos from the phone', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const uploads: { images: number; bytes: number }[] = [];
  let first: Photo[];
  let second: Photo[];

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    await grantedRelative(server.app, lea);
    // An open album with no photo yet: its tile says so and offers its own « Ajouter des photos » (issue 38).
    expect((await createAlbum(server.app, await adminSession(server.app), album)).statusCode).toBe(201);
    [first, second] = await Promise.all([photos(1, 12), photos(101, 12)]);
    browser = await launchChromium();
    context = await browser.newContext({ ...phone, baseURL: server.url });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/album/upload') {
        uploads.push({ images: imagesIn(request), bytes: request.postDataBuffer()?.length ?? 0 });
      }
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const albumItems = async (): Promise<SlideshowItem[]> => {
    const { userToken } = (
      await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: encodeURIComponent(lea.email), password: lea.password } })
    ).json<{ userToken: string }>();
    return (await server.app.inject({ method: 'POST', url: '/api/media/getalbumimages', payload: { token: userToken, album } })).json<SlideshowItem[]>();
  };
  const dialog = (): Locator => page.getByRole('dialog', { name: `Ajouter des photos à ${album}` });
  const sent = (): Promise<number> => dialog().getByRole('listitem').filter({ hasText: 'Envoyée' }).count();
  /** The long side of each line's thumbnail as drawn from its blob: URL (0 while not decoded). */
  const thumbnailSides = (): Promise<number[]> =>
    dialog()
      .getByRole('listitem')
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image instanceof HTMLImageElement && image.src.startsWith('blob:') ? Math.max(image.naturalWidth, image.naturalHeight) : 0)));

  it('sends twelve photos through a network cut, each once, at most five a call', async () => {
    await signIn(page, lea);
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name: 'Lapingram' }).click();
    await page.getByText("Aucune photo pour l'instant").waitFor();
    await page.getByRole('button', { name: `Ajouter des photos à l'album ${album}` }).click();
    await dialog().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The network is cut while the second call is on its way.
    let calls = 0;
    let cut!: () => void;
    const networkCut = new Promise<void>((resolve) => (cut = resolve));
    await page.route('**/api/album/upload', async (route) => {
      calls += 1;
      if (calls !== 2) return route.continue();
      await networkCut;
      await route.abort('internetdisconnected');
    });

    await dialog().getByLabel('Choisir des photos').setInputFiles(first);
    await expect.poll(sent, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
    await expect.poll(() => calls, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    await context.setOffline(true);
    cut();
    await dialog().getByText('Pas de réseau', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await sent()).toBeLessThan(12);
    await context.setOffline(false);

    await expect.poll(sent, { timeout: 60_000 }).toBe(12);
    await dialog().getByText("12 sur 12 dans l'album").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // A small thumbnail per line, made on the phone: 96 px on its long side.
    await expect.poll(thumbnailSides).toEqual(Array(12).fill(96));
    const items = await albumItems();
    expect(items).toHaveLength(12);
    expect(new Set(items.map((item) => item.name)).size).toBe(12);
    expect(items.every((item) => item.addedBy === lea.firstName)).toBe(true);
    await expect(dialog().getByText('Déjà là').count()).resolves.toBe(0);
    await page.unroute('**/api/album/upload');
    expect(uploads.length).toBeGreaterThanOrEqual(3);
    expect(uploads.every((upload) => upload.images >= 1 && upload.images <= 5)).toBe(true);
    // Shrunk on the phone: a photo of the first call weighs less than an original.
    const original = first.reduce((sum, photo) => sum + photo.buffer.length, 0) / first.length;
    expect(uploads[0]!.bytes / uploads[0]!.images).toBeLessThan(original);
  });

  it('keeps the queue through a reload and finishes it', async () => {
    await dialog().getByRole('button', { name: 'Retirer les photos envoyées' }).click();
    // The page is reloaded while the first call of these is on its way.
    let held = false;
    await page.route('**/api/album/upload', async (route) => {
      if (held) return route.continue();
      // Never answered: the reload leaves it behind.
      held = true;
    });
    await dialog().getByLabel('Choisir des photos').setInputFiles(second);
    await expect.poll(() => held, { timeout: 60_000 }).toBe(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Albums' }).waitFor();
    // Nobody touches anything: the queue goes on by itself.
    await expect.poll(async () => (await albumItems()).length, { timeout: 60_000 }).toBe(24);
    await page.getByRole('button', { name: 'Ajouter des photos', exact: true }).click();
    await expect.poll(sent, { timeout: 30_000 }).toBe(12);
    await expect(dialog().getByText('Déjà là').count()).resolves.toBe(0);
    // The thumbnails came back from the device's queue (IndexedDB) with the lines.
    await expect.poll(thumbnailSides).toEqual(Array(12).fill(96));
    const items = await albumItems();
    expect(new Set(items.map((item) => item.name)).size).toBe(24);
  });

  it('says "déjà là" for a photo the album holds, at once though its original is still on its way', async () => {
    await page.unroute('**/api/album/upload');
    // 12 MP, 5.8 MB: sent shrunk first, then resent in original quality over a 2 Mbit/s uplink,
    // where its bytes would take 23 s. The server refuses the held hash before reading them and
    // closes the connection; before it did, the browser saw the 409 only when the slow-client
    // watch cut the connection, 30 s or more later.
    const large = { name: 'grande.jpg', mimeType: 'image/jpeg', buffer: await makeLandscapeJpeg({ seed: 500 }) };
    await dialog().getByLabel('Choisir des photos').setInputFiles([large]);
    await dialog().getByRole('listitem', { name: large.name }).getByText('Envoyée').waitFor({ timeout: 30_000 });
    await dialog().getByRole('button', { name: 'Retirer les photos envoyées' }).click();
    const originalQuality = dialog().getByLabel("Envoyer en qualité d'origine");
    await originalQuality.check();
    const network = await context.newCDPSession(page);
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: (2 * 1024 * 1024) / 8 });
    const picked = performance.now();
    await dialog().getByLabel('Choisir des photos').setInputFiles([large]);
    await dialog().getByRole('listitem', { name: large.name }).getByText('Déjà là').waitFor({ timeout: 10_000 });
    console.info(`"déjà là" for a 5.8 MB original over 2 Mbit/s up: ${Math.round(performance.now() - picked)} ms after picking it`);
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await network.detach();
    await originalQuality.uncheck();
    expect(await albumItems()).toHaveLength(25);
    // The album's own page offers the same button.
    await dialog().getByRole('button', { name: 'Fermer' }).click();
    await page.goto(`/app/lapingramviewer/${encodeURIComponent(album)}`);
    await page.getByRole('button', { name: `Ajouter des photos à l'album ${album}` }).waitFor();
  });
});

