import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { product } from '../shared/product.ts';
import { loadConfig } from '../server/platform/config.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { grantedRelative, phone, sidewaysOverflow, signIn, type Relative } from './support/family.ts';
import { e2eAdmin, startServer, type RunningServer } from './support/startServer.ts';

// Videos in albums (issue 23): the admin adds a clip and a photo to an album in one upload; a
// relative's phone plays the clip in the album, and the automatic slideshow waits while it plays.

const zoe: Relative = { firstName: 'Zoé Martin', email: 'zoe.martin@example.org', password: 'carottes-2025' };
const album = 'Étretat en vidéo';
// Longer than a slide's 5 s, so a slideshow that did not wait would leave it mid-way.
const clipSeconds = 7;

/** A tiny H.264 + AAC MP4 (160×120): Lapintube only remuxes it, so it is ready at once. */
async function makeClip(directory: string): Promise<string> {
  const path = join(directory, 'falaises.mp4');
  await promisify(execFile)(loadConfig({}).videos.ffmpegPath, [
    '-hide_banner', '-loglevel', 'error', '-y', '-threads', '1',
    '-f', 'lavfi', '-i', `testsrc=size=160x120:rate=10:duration=${clipSeconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${clipSeconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', path,
  ]);
  return path;
}

describe('a video in an album, played on a phone', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let adminPage: Page;
  let page: Page;
  let directory: string;
  let clip: string;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    await grantedRelative(server.app, zoe);
    directory = await mkdtemp(join(tmpdir(), 'lapin-e2e-album-video-'));
    clip = await makeClip(directory);
    browser = await launchChromium();
    adminPage = await (await browser.newContext({ baseURL: server.url, locale: 'fr-FR' })).newPage();
    page = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('lets the admin add a clip and a photo to an album in one upload', async () => {
    await signIn(adminPage, e2eAdmin);
    await adminPage.getByRole('button', { name: 'Admin' }).click();
    await adminPage.getByLabel('Nom du dossier').fill(album);
    await adminPage.getByRole('button', { name: 'Créer' }).click();
    await adminPage.getByText('Album created !').waitFor();
    await adminPage.getByLabel('Choisir des images').setInputFiles([
      { name: 'plage.jpg', mimeType: 'image/jpeg', buffer: await makeLandscapeJpeg({ width: 1200, height: 800 }) },
      { name: 'falaises.mp4', mimeType: 'video/mp4', buffer: await readFile(clip) },
    ]);
    await adminPage.getByRole('button', { name: 'Envoyer' }).click();
    await adminPage.getByText('Images uploaded').waitFor();
  });

  it("plays the clip in the album on a relative's phone, and the slideshow waits while it plays", async () => {
    await signIn(page, zoe);
    await page.goto(`${product.routes.gramViewer}/${encodeURIComponent(album)}`);
    // The tile of the video: its play mark and length once Lapintube has it ready.
    await expect.poll(() => page.getByRole('img', { name: 'Vidéo, 00:07' }).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ouvrir la photo 2 sur 2' }).click();
    const dialog = page.getByRole('dialog', { name: album });
    const video = dialog.getByLabel('Vidéo 2 sur 2');
    expect(await video.evaluate((element: HTMLVideoElement) => [element.tagName, element.controls, element.playsInline, element.preload, element.poster !== ''])).toEqual([
      'VIDEO',
      true,
      true,
      'metadata',
      true,
    ]);

    // The slideshow on, the clip played: it stays on screen until the clip ends.
    await dialog.getByRole('button', { name: 'Faire défiler automatiquement' }).click();
    const counter = dialog.getByRole('status').filter({ hasText: '/ 2' });
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await dialog.getByRole('button', { name: 'Défilement en pause pendant la vidéo' }).waitFor();
    const shownWhilePlaying = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<string[]>((resolve) => {
          const counters: string[] = [];
          const read = () => counters.push(document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? '');
          const timer = setInterval(read, 250);
          element.addEventListener('ended', () => {
            clearInterval(timer);
            read();
            resolve(counters);
          }, { once: true });
        }),
    );
    expect(shownWhilePlaying.length).toBeGreaterThan((clipSeconds - 1) * 4);
    expect(new Set(shownWhilePlaying.map((text) => text.slice(0, 5)))).toEqual(new Set(['2 / 2']));
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(clipSeconds - 1);

    // Ended: the slideshow goes on (it loops back to the photo).
    await expect.poll(() => counter.textContent(), { timeout: 10_000 }).toMatch(/^1 \/ 2/);
  });
});
