import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeVideoClips, type VideoClips } from '../server/testing/videoClips.ts';
import { settledVideo, uploadVideoOk } from '../server/testing/videoRequests.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { grantedRelative, phone, sidewaysOverflow, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// Issue 23 on phones (390 px): a member puts one of Lapintube's videos in an article; a relative
// opens the article and the video plays there; the relative then comments under the video, and
// the member reads the comment on the video's page.

const marie: Relative = { firstName: 'Marie Dupont', email: 'marie@example.org', password: 'carottes-2025' };
const paul: Relative = { firstName: 'Paul Martin', email: 'paul@example.org', password: 'navets-2025' };
const videoTitle = 'Le plongeon de Léon';
const articleTitle = 'Un dimanche au lac';

describe('a video in an article, and its comments', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let clips: VideoClips;
  let browser: Browser;
  let mariePage: Page;
  let paulPage: Page;
  let videoId: string;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    const marieToken = await grantedRelative(server.app, marie);
    await grantedRelative(server.app, paul);
    clips = await makeVideoClips(2);
    // Lapintube's own journey is lapintube.e2e.ts: here the video is there already.
    videoId = (await settledVideo(server.app, marieToken, (await uploadVideoOk(server.app, marieToken, clips.h264Mp4, { title: videoTitle })).id)).id;
    browser = await launchChromium();
    mariePage = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
    paulPage = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await clips?.remove();
  });

  it('lets a member insert a video of Lapintube in a new article', async () => {
    await signIn(mariePage, marie);
    await mariePage.goto('/app/publish');
    await mariePage.getByLabel('Titre', { exact: true }).fill(articleTitle);
    await mariePage.getByLabel('Élément sélectionné').selectOption('Bandeau');
    await mariePage.getByLabel('Bandeau', { exact: true }).fill('Les plongeons du ponton');
    await mariePage.getByRole('button', { name: 'Ajouter un paragraphe' }).click();
    await mariePage.getByLabel('Texte du paragraphe').fill('Regardez Léon sauter !');

    await mariePage.getByRole('button', { name: 'Insérer une vidéo' }).click();
    const picker = mariePage.getByRole('dialog', { name: 'Insérer une vidéo de Lapintube' });
    await picker.getByRole('button', { name: new RegExp(videoTitle) }).click();
    await expect.poll(() => picker.isVisible()).toBe(false);
    expect(await mariePage.getByLabel('Élément sélectionné').inputValue()).toBe('video 2');
    await expect.poll(() => mariePage.getByRole('region', { name: 'Aperçu' }).locator('video').count()).toBe(1);
    expect(await sidewaysOverflow(mariePage)).toBeLessThanOrEqual(0);

    await mariePage.getByRole('button', { name: 'Publier', exact: true }).click();
    await mariePage.waitForURL((url) => url.pathname === '/app');
    await mariePage.getByRole('heading', { name: articleTitle }).waitFor();
  });

  it('plays the video for a relative who opens the article', async () => {
    await signIn(paulPage, paul);
    await paulPage.getByRole('listitem').filter({ hasText: articleTitle }).getByRole('button').first().click();
    await paulPage.waitForURL('**/app/article/*');
    const video = paulPage.getByLabel(videoTitle);
    await video.scrollIntoViewIfNeeded();
    expect(await video.evaluate((element: HTMLVideoElement) => [element.tagName, element.controls, element.playsInline, element.preload, element.poster !== ''])).toEqual([
      'VIDEO',
      true,
      true,
      'metadata',
      true,
    ]);
    // Its place was kept at the video's proportions (320 × 240) before anything played.
    const box = await video.boundingBox();
    expect(Math.abs(box!.width / box!.height - 320 / 240)).toBeLessThan(0.02);
    expect(await sidewaysOverflow(paulPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(paulPage)).toEqual([]);

    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  });

  it('takes a relative’s comment under the video, which the member then reads', async () => {
    await paulPage.goto(`/app/lapintube/${videoId}`);
    await paulPage.getByRole('textbox', { name: 'Votre commentaire' }).fill('Quel saut, bravo Léon !');
    await paulPage.getByRole('button', { name: 'Commenter' }).click();
    await expect.poll(() => paulPage.getByText('Quel saut, bravo Léon !').isVisible()).toBe(true);
    expect(await paulPage.getByRole('textbox', { name: 'Votre commentaire' }).inputValue()).toBe('');
    expect(await seriousAxeViolations(paulPage)).toEqual([]);

    await mariePage.goto(`/app/lapintube/${videoId}`);
    const comment = mariePage.getByRole('listitem').filter({ hasText: 'Quel saut, bravo Léon !' });
    await expect.poll(() => comment.getByText('Paul Martin').isVisible(), { timeout: 15_000 }).toBe(true);
    // The member does not own it: only its writer or an admin may delete it.
    expect(await comment.getByRole('button', { name: /Supprimer le commentaire/ }).count()).toBe(0);
  });
});
