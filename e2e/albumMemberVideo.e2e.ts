import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SlideshowItem } from '../shared/albumTypes.ts';
import { product } from '../shared/product.ts';
import { createAlbum } from '../server/testing/albumRequests.ts';
import { makeVideoClips, type VideoClips } from '../server/testing/videoClips.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { adminSession, grantedRelative, phone, sidewaysOverflow, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';
import { playThenSeek } from './support/videoPlayer.ts';

// Issue 38, fault 7: Camille's phone puts a clip in an album through the resumable upload, across
// a network cut; Paul, whose phone shows the album, sees it arrive and plays it, and his feed says
// « Camille a ajouté 1 vidéo à « Alpes » ».

const camille: Relative = { firstName: 'Camille Roux', email: 'camille@example.org', password: 'carottes-2025' };
const paul: Relative = { firstName: 'Paul Martin', email: 'paul@example.org', password: 'navets-2025' };
const album = 'Alpes';
const clipName = 'Descente à ski.mp4';

describe("a member adds a video to an album from the phone", { timeout: 180_000 }, () => {
  let server: RunningServer;
  let clips: VideoClips;
  let browser: Browser;
  let camilleContext: BrowserContext;
  let page: Page;
  let paulPage: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    await grantedRelative(server.app, camille);
    await grantedRelative(server.app, paul);
    expect((await createAlbum(server.app, await adminSession(server.app), album)).statusCode).toBe(201);
    clips = await makeVideoClips(2);
    browser = await launchChromium();
    camilleContext = await browser.newContext({ ...phone, baseURL: server.url });
    page = await camilleContext.newPage();
    paulPage = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/upload') || path === '/api/album/upload') requests.push(`${request.method()} ${path.startsWith('/api/upload') ? '/api/upload' : path}`);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await clips?.remove();
  });

  const albumItems = async (): Promise<SlideshowItem[]> => {
    const { userToken } = (
      await server.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: encodeURIComponent(paul.email), password: paul.password } })
    ).json<{ userToken: string }>();
    return (await server.app.inject({ method: 'POST', url: '/api/media/getalbumimages', payload: { token: userToken, album } })).json<SlideshowItem[]>();
  };

  it('sends the clip through the resumable upload, across a network cut, once', async () => {
    // Paul looks at the empty album on his phone.
    await signIn(paulPage, paul);
    await paulPage.goto(`${product.routes.gramViewer}/${encodeURIComponent(album)}`);

    await signIn(page, camille);
    await page.goto(product.routes.gram);
    await page.getByRole('button', { name: `Ajouter des photos à l'album ${album}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ajouter des photos à ${album}` });
    await dialog.waitFor();

    // The first piece of the clip is cut on its way, the phone offline.
    let patches = 0;
    let cutDone!: () => void;
    const cutOver = new Promise<void>((resolve) => (cutDone = resolve));
    await page.route('**/api/upload/**', async (route) => {
      if (route.request().method() !== 'PATCH' || ++patches !== 1) return route.continue();
      await camilleContext.setOffline(true);
      await route.abort('internetdisconnected');
      cutDone();
    });

    await dialog.getByLabel('Choisir des photos ou des vidéos').setInputFiles({ name: clipName, mimeType: 'video/mp4', buffer: await readFile(clips.h264Mp4) });
    await cutOver;
    await dialog.getByText('Pas de réseau', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole('listitem', { name: clipName }).textContent()).not.toContain('Envoyée');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await camilleContext.setOffline(false);

    await dialog.getByRole('listitem', { name: clipName }).getByText('Envoyée').waitFor({ timeout: 60_000 });
    await dialog.getByText("1 sur 1 dans l'album").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // Through tus, never the photos' multipart call; taken up where the server stood (HEAD).
    expect(requests.filter((request) => request.endsWith('/api/album/upload'))).toEqual([]);
    expect(requests.filter((request) => request === 'POST /api/upload')).toHaveLength(1);
    expect(requests).toContain('HEAD /api/upload');
    const items = await albumItems();
    expect(items.map((item) => item.kind)).toEqual(['video']);
  });

  it("appears on Paul's phone without a reload, and plays", async () => {
    // Its play mark and length once Lapintube has it ready.
    await expect.poll(() => paulPage.getByRole('img', { name: 'Vidéo, 00:02' }).isVisible(), { timeout: 60_000 }).toBe(true);
    expect(await sidewaysOverflow(paulPage)).toBeLessThanOrEqual(0);
    await paulPage.getByRole('button', { name: 'Ouvrir la photo 1 sur 1' }).click();
    const video = paulPage.getByRole('dialog', { name: album }).getByLabel('Vidéo 1 sur 1');
    expect(await playThenSeek(video, 1.5)).toBeCloseTo(1.5, 0);
    expect(await seriousAxeViolations(paulPage)).toEqual([]);
  });

  it('tells the family in the feed: « Camille Roux a ajouté 1 vidéo à « Alpes » »', async () => {
    await paulPage.goto('/app');
    await paulPage.getByRole('link', { name: `Camille Roux a ajouté 1 vidéo à « ${album} »` }).waitFor({ timeout: 15_000 });
  });
});
