import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { publishOk, text, image } from '../server/testing/articleRequests.ts';
import { createAlbum, uploadOk } from '../server/testing/albumRequests.ts';
import { chatClient, connected, eventually } from '../server/testing/chatClient.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { makeVideoClips, type VideoClips } from '../server/testing/videoClips.ts';
import { settledVideo, uploadVideoOk } from '../server/testing/videoRequests.ts';
import { writeFamilyArchive } from '../server/archive/writeFamilyArchive.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { adminSession, grantedRelative, phone, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';
import { unzip } from './support/unzip.ts';

// Issue 11: the family's archive opens from a folder, with no server and no network.
const marie: Relative = { firstName: 'Marie', email: 'marie@example.org', password: 'carottes-2025' };
const titles = ['Le lac de Serre-Ponçon', '<script>alert(1)</script> Piège', 'Le retour "à la maison"'];

describe('offline family archive', () => {
  let server: RunningServer;
  let browser: Browser;
  let work: string;
  let page: Page;
  let clips: VideoClips;
  const failed: string[] = [];

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    const token = await grantedRelative(server.app, marie);
    for (const [n, title] of titles.entries()) {
      const photo = { fileName: `photo${n}.jpg`, bytes: await makeLandscapeJpeg({ width: 1200, height: 900, seed: n }) };
      await publishOk(server.app, token, { title, structure: [text(1, `Récit ${n}`), image(2, `photo${n}.jpg`)] }, [photo]);
    }
    const admin = await adminSession(server.app);
    await createAlbum(server.app, admin, 'Bretagne');
    await uploadOk(server.app, admin, 'Bretagne', [await makeLandscapeJpeg({ width: 900, height: 600, seed: 7 }), await makeLandscapeJpeg({ width: 600, height: 900, seed: 8 })]);
    const chat = chatClient(server.url, { token });
    await connected(chat);
    await eventually(() => chat.snapshots.length > 0, 'the chat snapshot');
    await chat.send('Bonne nuit à tous');
    chat.close();
    clips = await makeVideoClips();
    const video = await uploadVideoOk(server.app, token, clips.h264Mp4, { title: 'Les vagues à Quiberon', description: 'Filmé depuis la digue' });
    expect((await settledVideo(server.app, token, video.id)).status).toBe('ready');

    work = await mkdtemp(join(tmpdir(), 'lapin-archive-'));
    const zipFile = join(work, 'famille.zip');
    const counts = await writeFamilyArchive({ dataDir: server.dataDir, databaseUrl: null }, createWriteStream(zipFile));
    expect(counts).toEqual({ articles: 3, albums: 1, photos: 2, messages: 1, videos: 1 });
    await unzip(zipFile, join(work, 'site'));

    browser = await launchChromium();
    // No server behind this context: anything but file:// is a failure.
    const context = await browser.newContext({ ...phone, offline: true });
    page = await context.newPage();
    // Chromium reports the stylesheet of a file:// page as failed when the next navigation starts
    // (it is cached and applied all the same): photos are checked here, the stylesheet by its effect.
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image' || request.resourceType() === 'media') failed.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('request', (request) => {
      if (!request.url().startsWith('file://')) failed.push(request.url());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await clips?.remove();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const open = (path: string) => page.goto(pathToFileURL(join(work, 'site', path)).href);
  /** The archive's stylesheet is applied: the page background is the app's. */
  const styled = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const imagesLoaded = () => page.locator('img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth));

  it('has no JavaScript but the search page’s (issue 41)', async () => {
    const files = await readdir(join(work, 'site'), { recursive: true });
    for (const file of files.filter((name) => String(name).endsWith('.html') && String(name) !== 'search.html')) {
      expect(await readFile(join(work, 'site', String(file)), 'utf8')).not.toMatch(/<script/i);
    }
  });

  it('opens index.html from the folder, in French, readable on a phone', async () => {
    await open('index.html');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await page.getByText('3 articles, 1 album (2 photos), 1 message de discussion, 1 vidéo.').waitFor();
    await expect(styled()).resolves.toBe('rgb(245, 241, 235)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('lists every article newest first, and each opens with its photo, hostile titles as text', async () => {
    await open('index.html');
    await page.getByRole('link', { name: 'Articles' }).tap();
    await page.waitForURL('**/articles/page-1.html');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([...titles].reverse());
    for (const title of titles) {
      await open('articles/page-1.html');
      await page.getByRole('link', { name: title, exact: true }).tap();
      await page.waitForURL(/\/articles\/\d+\.html$/);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(imagesLoaded).toEqual([1200]);
      await expect(styled()).resolves.toBe('rgb(245, 241, 235)');
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows the album as a gallery of thumbnails opening the photos, and the chat by day', async () => {
    await open('albums/index.html');
    await page.getByRole('link', { name: 'Bretagne' }).tap();
    await page.waitForURL(/\/albums\/\d+\.html$/);
    await expect.poll(imagesLoaded).toEqual([400, 267]);
    await expect(styled()).resolves.toBe('rgb(245, 241, 235)');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link').filter({ has: page.locator('img') }).first().tap();
    await page.waitForURL(/\.screen\.jpg$/);
    await expect.poll(() => page.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth)).toBe(900);

    await open('chat/index.html');
    await page.getByRole('main').getByRole('link').first().tap();
    await page.waitForURL(/\/chat\/\d{4}-\d{2}\.html$/);
    await page.getByRole('heading', { level: 2, name: /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \S+ \d{4}$/ }).waitFor();
    await page.getByText('Bonne nuit à tous').waitFor();
    expect(failed).toEqual([]);
  });

  it('plays Lapintube\'s video in place from the folder, its poster shown first', async () => {
    await open('index.html');
    await page.getByRole('link', { name: 'Lapintube' }).tap();
    await page.waitForURL('**/videos/index.html');
    await page.getByRole('heading', { level: 2, name: 'Les vagues à Quiberon' }).waitFor();
    await page.getByText('Filmé depuis la digue').waitFor();
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element) => (element as HTMLVideoElement).duration)).toBeGreaterThan(0.5);
    // The poster, a file of the folder too, loads as a picture.
    const posterWidth = await video.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const poster = new Image();
          poster.onload = () => resolve(poster.naturalWidth);
          poster.onerror = () => resolve(0);
          poster.src = (element as HTMLVideoElement).poster;
        }),
    );
    expect(posterWidth).toBeGreaterThan(0);
    await video.evaluate((element) => {
      const player = element as HTMLVideoElement;
      player.muted = true;
      return player.play();
    });
    await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime)).toBeGreaterThan(0);
    await expect(styled()).resolves.toBe('rgb(245, 241, 235)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(failed).toEqual([]);
  });
});
