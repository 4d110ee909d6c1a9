import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAlbum, uploadOk } from '../server/testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { adminSession, grantedRelative, phone, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// Issue 25 on two phones: Marie puts a ❤️ on a photo of the album, and Paul, who looks at the same
// photo, sees it arrive without reloading, then who it is from; Marie takes it back and it goes.
const marie: Relative = { firstName: 'Marie', email: 'marie@example.org', password: 'carottes-2025' };
const paul: Relative = { firstName: 'Paul', email: 'paul@example.org', password: 'navets-2025' };
const album = 'Pique-nique au lac';

describe('reactions on two phones', () => {
  let server: RunningServer;
  let browser: Browser;
  let mariePage: Page;
  let paulPage: Page;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    await grantedRelative(server.app, marie);
    await grantedRelative(server.app, paul);
    const admin = await adminSession(server.app);
    await createAlbum(server.app, admin, album);
    await uploadOk(server.app, admin, album, [await makeLandscapeJpeg({ width: 1200, height: 900, seed: 7 })]);
    browser = await launchChromium();
    mariePage = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
    paulPage = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function openThePhoto(page: Page, relative: Relative) {
    await signIn(page, relative);
    await page.goto(`/app/lapingramviewer/${encodeURIComponent(album)}?photo=1`);
    await page.getByRole('img', { name: /Image 1 sur 1/ }).waitFor();
    return page.getByRole('group', { name: 'Réactions' });
  }

  it("shows Marie's ❤️ on the photo Paul is looking at, live, with who it is from, and takes it away again", async () => {
    const marieBar = await openThePhoto(mariePage, marie);
    const paulBar = await openThePhoto(paulPage, paul);

    await marieBar.getByRole('button', { name: 'Réagir', exact: true }).click();
    await mariePage.getByRole('group', { name: 'Choisir une réaction' }).getByRole('button', { name: 'Réagir avec ❤️' }).click();
    const own = marieBar.getByRole('button', { name: '❤️ 1, dont vous' });
    await own.waitFor();
    await expect(own.getAttribute('aria-pressed')).resolves.toBe('true');
    // A finger's target on the phone.
    const box = await own.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    // Paul's screen follows without a reload; the heart is not his.
    const seen = paulBar.getByRole('button', { name: '❤️ 1', exact: true });
    await seen.waitFor({ timeout: 5_000 });
    await expect(seen.getAttribute('aria-pressed')).resolves.toBe('false');
    await paulBar.getByRole('button', { name: 'Voir qui a réagi' }).click();
    await paulPage.getByText('❤️ Marie', { exact: true }).waitFor();
    await paulPage.keyboard.press('Escape');

    // Stored: a reload on Paul's phone still shows it.
    await paulPage.reload();
    await paulBar.getByRole('button', { name: '❤️ 1', exact: true }).waitFor();

    // Marie takes it back: it leaves both screens.
    await own.click();
    await marieBar.getByRole('button', { name: /^❤️/ }).waitFor({ state: 'detached' });
    await paulBar.getByRole('button', { name: /^❤️/ }).waitFor({ state: 'detached', timeout: 5_000 });
  });
});
