import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeVideoClips, type VideoClips } from '../server/testing/videoClips.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { grantedRelative, phone, sidewaysOverflow, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';
import { playThenSeek } from './support/videoPlayer.ts';

// Lapintube on a phone (issue 23): a member adds a clip (through tus, as the browser always
// does), watches it being prepared live, plays it and seeks in it, and renames it; a relative on
// another phone sees it arrive without reloading, comments under it and sees Marie's reaction to
// the comment arrive too.

const marie: Relative = { firstName: 'Marie Dupont', email: 'marie@example.org', password: 'carottes-2025' };
const paul: Relative = { firstName: 'Paul Martin', email: 'paul@example.org', password: 'navets-2025' };
const title = 'Les crêpes de Mamie';

describe('a member shares a video from the phone', { timeout: 180_000 }, () => {
  let server: RunningServer;
  let clips: VideoClips;
  let browser: Browser;
  let marieContext: BrowserContext;
  let paulContext: BrowserContext;
  let page: Page;
  let paulPage: Page;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    await grantedRelative(server.app, marie);
    await grantedRelative(server.app, paul);
    // Two seconds of VP9: it is transcoded, not only remuxed, so it has a preparation to follow.
    clips = await makeVideoClips(2);
    browser = await launchChromium();
    marieContext = await browser.newContext({ ...phone, baseURL: server.url });
    paulContext = await browser.newContext({ ...phone, baseURL: server.url });
    page = await marieContext.newPage();
    paulPage = await paulContext.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await clips?.remove();
  });

  it('uploads the clip, shows its preparation live, then plays it and seeks', async () => {
    await signIn(paulPage, paul);
    await paulPage.goto('/app/lapintube');
    await expect.poll(() => paulPage.getByText("Aucune vidéo pour l'instant. Ajoutez la première !").isVisible()).toBe(true);

    await signIn(page, marie);
    await page.goto('/app/lapintube');
    await expect.poll(() => page.getByText('Un espace permettant de streamer de la video...').isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Every progress the tile shows, however short the preparation.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const match of document.body.innerText.match(/Préparation : \d+ %/g) ?? []) if (!seen.includes(match)) seen.push(match);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await page.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    await page.getByRole('textbox', { name: 'Titre' }).fill(title);
    await page.getByRole('textbox', { name: 'Description (facultative)' }).fill('Chandeleur 2026, à la maison');
    await page.getByLabel('Choisir la vidéo').setInputFiles({ name: 'crepes.webm', mimeType: 'video/webm', buffer: await readFile(clips.vp9Webm) });
    await page.getByRole('button', { name: 'Envoyer la vidéo' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Vidéo envoyée' }).isVisible(), { timeout: 30_000 }).toBe(true);

    // Ready, live: the poster and the duration replace the progress, without a reload.
    const tile = page.getByRole('listitem').filter({ hasText: title });
    await expect.poll(() => tile.getByText('00:02').isVisible(), { timeout: 60_000 }).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.length).toBeGreaterThan(0);
    // The poster is a lazy image: it decodes a moment after the duration shows.
    await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);

    // The relative's phone got it through the live connection.
    await expect.poll(() => paulPage.getByRole('button', { name: title }).isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => paulPage.getByRole('listitem').filter({ hasText: title }).getByText('00:02').isVisible(), { timeout: 30_000 }).toBe(true);

    await tile.getByRole('button', { name: title }).click();
    await page.waitForURL((url) => /^\/app\/lapintube\/[0-9a-f-]{36}$/.test(url.pathname));
    const video = page.locator('video');
    expect(await video.evaluate((element: HTMLVideoElement) => [element.controls, element.playsInline, element.preload, element.poster !== ''])).toEqual([
      true,
      true,
      'metadata',
      true,
    ]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    expect(await playThenSeek(video, 1.5)).toBeCloseTo(1.5, 0);
  });

  it('lets the uploader rename it', async () => {
    await page.getByRole('button', { name: 'Modifier' }).click();
    await page.getByRole('textbox', { name: 'Titre' }).fill('Les crêpes de la Chandeleur');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Les crêpes de la Chandeleur' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Retour aux vidéos' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Les crêpes de la Chandeleur' }).isVisible()).toBe(true);
    // The relative sees the new title when they next open the list.
    await paulPage.reload();
    await expect.poll(() => paulPage.getByRole('button', { name: 'Les crêpes de la Chandeleur' }).isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it("shows Marie's 😂 on Paul's comment under the video, live on his phone (issue 25)", async () => {
    await paulPage.getByRole('button', { name: 'Les crêpes de la Chandeleur' }).click();
    await paulPage.getByRole('textbox', { name: 'Votre commentaire' }).fill('Miam, des crêpes !');
    await paulPage.getByRole('button', { name: 'Commenter' }).click();
    const paulBar = paulPage.getByRole('listitem').filter({ hasText: 'Miam, des crêpes !' }).getByRole('group', { name: 'Réactions' });
    await paulBar.waitFor();

    await page.getByRole('button', { name: 'Les crêpes de la Chandeleur' }).click();
    const marieBar = page.getByRole('listitem').filter({ hasText: 'Miam, des crêpes !' }).getByRole('group', { name: 'Réactions' });
    await marieBar.getByRole('button', { name: 'Réagir', exact: true }).click();
    await page.getByRole('group', { name: 'Choisir une réaction' }).getByRole('button', { name: 'Réagir avec 😂' }).click();
    await marieBar.getByRole('button', { name: '😂 1, dont vous' }).waitFor();
    await paulBar.getByRole('button', { name: '😂 1', exact: true }).waitFor({ timeout: 5_000 });
  });
});
