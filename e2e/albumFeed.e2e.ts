import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAlbum } from '../server/testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { adminSession, grantedRelative, phone, sidewaysOverflow, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// Issue 38, fault 6: Camille adds photos to an album from her computer; Paul, on his phone, sees
// the line in his feed and Lapingram's count in his menu without reloading, and both lead there.

const camille: Relative = { firstName: 'Camille', email: 'camille@example.org', password: 'carottes-2025' };
const paul: Relative = { firstName: 'Paul', email: 'paul@example.org', password: 'navets-2025' };
const album = 'Alpes';

describe('album additions in the feed and the menu', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let camillePage: Page;
  let paulPage: Page;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    await grantedRelative(server.app, camille);
    await grantedRelative(server.app, paul);
    expect((await createAlbum(server.app, await adminSession(server.app), album)).statusCode).toBe(201);
    browser = await launchChromium();
    camillePage = await (await browser.newContext({ baseURL: server.url, locale: 'fr-FR' })).newPage();
    paulPage = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows Paul « Camille a ajouté 3 photos à « Alpes » » and a count on Lapingram, live', async () => {
    await signIn(paulPage, paul);
    await paulPage.getByRole('heading', { name: 'Articles' }).waitFor();
    await expect(paulPage.getByRole('button', { name: 'Ouvrir le menu' }).getAttribute('aria-label')).resolves.toBe('Ouvrir le menu');

    await signIn(camillePage, camille);
    await camillePage.goto('/app/lapingram');
    await camillePage.getByRole('button', { name: 'Ajouter des photos', exact: true }).click();
    const dialog = camillePage.getByRole('dialog', { name: `Ajouter des photos à ${album}` });
    const files = await Promise.all([1, 2, 3].map(async (seed) => ({ name: `IMG_${seed}.jpg`, mimeType: 'image/jpeg', buffer: await makeLandscapeJpeg({ width: 800, height: 600, seed }) })));
    await dialog.getByLabel('Choisir des photos').setInputFiles(files);
    await dialog.getByText("3 sur 3 dans l'album").waitFor({ timeout: 60_000 });

    // Paul did not move: the line and the count come to him.
    const line = paulPage.getByRole('link', { name: `Camille a ajouté 3 photos à « ${album} »` });
    await line.waitFor({ timeout: 5000 });
    await paulPage.getByRole('button', { name: 'Ouvrir le menu (3 nouveautés)' }).waitFor({ timeout: 5000 });
    expect(await sidewaysOverflow(paulPage)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(paulPage)).toEqual([]);

    await paulPage.getByRole('button', { name: 'Ouvrir le menu (3 nouveautés)' }).click();
    await paulPage.getByRole('button', { name: 'Lapingram (3 nouvelles photos ou vidéos)' }).click();
    await paulPage.waitForURL('**/app/lapingram');
    // Opened: nothing is new any more, and it stays so after a reload.
    await paulPage.getByRole('button', { name: 'Ouvrir le menu' }).waitFor();
    await paulPage.reload();
    await paulPage.getByRole('button', { name: 'Ouvrir le menu' }).waitFor();
    await expect(paulPage.getByRole('button', { name: /Ouvrir le menu \(/ }).count()).resolves.toBe(0);
  });

  it('takes Paul from the feed line to the album', async () => {
    await paulPage.goto('/app');
    await paulPage.getByRole('link', { name: `Camille a ajouté 3 photos à « ${album} »` }).click();
    await paulPage.waitForURL(`**/app/lapingramviewer/${album}`);
  });
});
