import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { image, publishOk, text } from '../server/testing/articleRequests.ts';
import { createAlbum, uploadOk } from '../server/testing/albumRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { adminSession, fillLogin, grantedRelative, phone, registerRelative, sidewaysOverflow, type Relative } from './support/family.ts';
import { e2eAdmin, startServer, type RunningServer } from './support/startServer.ts';
import { connectedChatBox } from './support/chat.ts';

// A relative on a 390×844 touch phone, from a shared link to the admin's cards. Each step checks
// geometry (what fits on the screen), not only that elements exist, and runs axe-core.

const marie: Relative = { firstName: 'Marie Dupont', email: 'marie@example.org', password: 'carottes-2025' };
const paul: Relative = { firstName: 'Paul Martin', email: 'paul@example.org', password: 'navets-2025' };
const album = 'Vacances en Bretagne';
const articleTitle = 'Arrivée au terrier';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box (hidden?)');
  return box;
}

function expectInViewport(box: Box) {
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.viewport!.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(phone.viewport!.height + 0.5);
}

async function expectPhoneFriendly(page: Page) {
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** CDP calls have no time-out of their own: one that never answers would hang the test until
 * vitest's limit, with no word of where. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Touch events through CDP, each bounded. */
async function touches(page: Page, events: Array<{ type: 'touchStart' | 'touchMove' | 'touchEnd'; touchPoints: Array<{ x: number; y: number; id?: number }>; timestamp?: number }>) {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const event of events) await within(10_000, `Input.dispatchTouchEvent ${event.type}`, cdp.send('Input.dispatchTouchEvent', event));
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** No slide or zoom moving: spinners that turn forever do not count. */
function stillness(page: Page) {
  return page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** A finger moving across the element, as Chromium's touch emulation delivers it. */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  // A finger lands on a resting slide: wait for the running slide transition to end.
  await stillness(page);
  const box = await boxOf(target);
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const moves = Array.from({ length: 8 }, (_, step) => ({ type: 'touchMove' as const, touchPoints: [{ x: from + ((to - from) * (step + 1)) / 8, y }] }));
  await touches(page, [{ type: 'touchStart', touchPoints: [{ x: from, y }] }, ...moves, { type: 'touchEnd', touchPoints: [] }]);
}

/** Two quick taps of one finger at the middle of the element. */
async function doubleTap(page: Page, target: Locator) {
  const box = await boxOf(target);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // The events carry the times a finger would give them (50 ms apart), not the times a busy
  // machine delivers them at: a double tap 400 ms apart is two taps to the photo, as on a phone.
  const start = Date.now() / 1000;
  const at = (step: number) => start + step * 0.05;
  await touches(page, [
    { type: 'touchStart', touchPoints: [point], timestamp: at(0) },
    { type: 'touchEnd', touchPoints: [], timestamp: at(1) },
    { type: 'touchStart', touchPoints: [point], timestamp: at(2) },
    { type: 'touchEnd', touchPoints: [], timestamp: at(3) },
  ]);
}

/** Two fingers spread apart from 60 px to 240 px across the middle of the element. */
async function pinchOpen(page: Page, target: Locator) {
  const box = await boxOf(target);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const fingers = (gap: number) => [
    { x: x - gap / 2, y, id: 0 },
    { x: x + gap / 2, y, id: 1 },
  ];
  const moves = Array.from({ length: 6 }, (_, step) => ({ type: 'touchMove' as const, touchPoints: fingers(60 + (step + 1) * 30) }));
  await touches(page, [{ type: 'touchStart', touchPoints: fingers(60) }, ...moves, { type: 'touchEnd', touchPoints: [] }]);
}

describe('phone journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let marieContext: BrowserContext;
  let adminContext: BrowserContext;
  let page: Page;
  let articleId: number;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    const marieToken = await grantedRelative(server.app, marie);
    const photo = await makeLandscapeJpeg({ width: 1600, height: 1200, seed: 4 });
    const article = await publishOk(
      server.app,
      marieToken,
      { title: articleTitle, bandeau: 'Le voyage commence', structure: [text(1, 'Tout le monde est bien arrivé.'), image(2, 'plage.jpg')] },
      [{ fileName: 'plage.jpg', mimeType: 'image/jpeg', bytes: photo }],
    );
    articleId = article.id;
    const admin = await adminSession(server.app);
    await createAlbum(server.app, admin, album);
    await uploadOk(server.app, admin, album, [
      await makeLandscapeJpeg({ width: 1200, height: 900, seed: 1 }),
      await makeLandscapeJpeg({ width: 1200, height: 900, seed: 2 }),
      await makeLandscapeJpeg({ width: 1200, height: 900, seed: 3 }),
    ]);
    await registerRelative(server.app, paul);

    browser = await launchChromium();
    marieContext = await browser.newContext({ ...phone, baseURL: server.url });
    adminContext = await browser.newContext({ ...phone, baseURL: server.url });
    // A step that waits longer than this says which one, before vitest's limit for the test.
    for (const context of [marieContext, adminContext]) context.setDefaultTimeout(15_000);
    page = await marieContext.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens a shared article link while signed out, and lands on the article after signing in', async () => {
    await page.goto(`/app/article/${articleId}`);
    await page.getByRole('heading', { name: "Vous n'avez pas montré patte blanche" }).waitFor();
    await expectPhoneFriendly(page);
    await page.getByRole('link', { name: "S'authentifier" }).click();
    await fillLogin(page, marie.email, marie.password);
    await page.waitForURL(`**/app/article/${articleId}`);
    await page.getByRole('heading', { level: 1, name: articleTitle }).waitFor();
    await page.getByRole('link', { name: 'Retour aux articles' }).waitFor();
    expect(await page.title()).toMatch(/ · Le terrier de Lapin$/);
    await expectPhoneFriendly(page);

    // A tap on the article's photo opens it in the viewer, over the article; Fermer goes back.
    await page.getByRole('button', { name: 'Agrandir la photo 1 sur 1' }).tap();
    const viewer = page.getByRole('dialog', { name: articleTitle });
    await viewer.getByRole('img', { name: 'Image 1 sur 1' }).waitFor();
    expectInViewport(await boxOf(viewer.getByRole('img', { name: 'Image 1 sur 1' })));
    await expectPhoneFriendly(page);
    await viewer.getByRole('button', { name: 'Fermer' }).tap();
    await viewer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: articleTitle }).waitFor();
  });

  it("draws the feed's photo tile from enough pixels for the 2× screen (issue 38)", async () => {
    await page.goto('/app');
    const photo = page.getByRole('listitem').filter({ hasText: articleTitle }).locator('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // naturalWidth is divided by the density srcset chose: the file's own width needs its own image.
    const drawn = await photo.evaluate(async (img: HTMLImageElement) => {
      const file = new Image();
      file.src = img.currentSrc;
      await file.decode();
      return { width: img.getBoundingClientRect().width, pixels: file.naturalWidth, src: img.currentSrc };
    });
    expect(drawn.src).toMatch(/\.screen\.jpg$/);
    expect(drawn.pixels).toBeGreaterThanOrEqual(drawn.width * 2);
    await expectPhoneFriendly(page);
  });

  it('says « Hors ligne » on a line of its own under the bar, covering nothing of the page (issue 38)', async () => {
    await page.goto(`/app/article/${articleId}`);
    const heading = page.getByRole('heading', { level: 1, name: articleTitle });
    await heading.waitFor();
    await marieContext.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'Hors ligne' });
    await notice.waitFor();
    const noticeBox = await boxOf(notice);
    expect(noticeBox.x).toBeGreaterThanOrEqual(0);
    expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(phone.viewport!.width + 0.5);
    // The page starts under it: none of it (the back link, the title) is drawn beneath the notice.
    expect((await boxOf(page.getByRole('main'))).y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height);
    expect((await boxOf(heading)).y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height);
    await expectPhoneFriendly(page);
    await marieContext.setOffline(false);
    await notice.waitFor({ state: 'detached' });
  });

  it('keeps the menu in a closed drawer, and goes to the chat through it', async () => {
    const toggle = page.getByRole('button', { name: /menu/i });
    const toggleBox = await boxOf(toggle);
    expect(toggleBox.width).toBeGreaterThanOrEqual(44);
    expect(toggleBox.height).toBeGreaterThanOrEqual(44);
    // Closed by default: the entries are not on screen and the article starts under the bar.
    await expect(page.getByRole('button', { name: 'Lapinchat' }).isVisible()).resolves.toBe(false);
    const heading = await boxOf(page.getByRole('heading', { level: 1 }));
    expect(heading.y).toBeLessThan(160);

    await toggle.click();
    await page.getByRole('button', { name: 'Lapinchat' }).click();
    await page.waitForURL('**/app/lapinchat');
    // The drawer closes after the choice.
    await page.getByRole('button', { name: 'Lapingram' }).waitFor({ state: 'hidden' });
    // The chat's screen loads on its first visit, and names the tab once it shows.
    await expect.poll(() => page.title()).toBe('Lapinchat · Le terrier de Lapin');
  });

  it('sends with the Envoyer button, with the box still on screen', async () => {
    const box = await connectedChatBox(page);
    // The participants panel starts closed on a phone: it covers no message. Issue 25: the chat's
    // header says how many are there and opens them.
    await expect(page.getByRole('heading', { name: 'Participants:' }).isVisible()).resolves.toBe(false);
    const online = page.getByRole('button', { name: '1 en ligne' });
    await online.click();
    await page.getByRole('dialog', { name: 'Participants' }).getByRole('heading', { name: 'Participants:' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Participants' }).waitFor({ state: 'hidden' });
    await box.fill('Coucou depuis mon téléphone !');
    const send = page.getByRole('button', { name: 'Envoyer' });
    const sendBox = await boxOf(send);
    expect(sendBox.height).toBeGreaterThanOrEqual(44);
    expectInViewport(sendBox);
    await send.click();
    await page.getByText('Coucou depuis mon téléphone !').waitFor();
    await expect(box.inputValue()).resolves.toBe('');
    expectInViewport(await boxOf(box));
    await expectPhoneFriendly(page);
  });

  it('opens the album on its grid, then moves through the slideshow with swipes, buttons and keys, zooms, goes full screen and fits sideways', async () => {
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name: 'Lapingram' }).click();
    await page.getByRole('button', { name: `Ouvrir l'album ${album}` }).click();
    await page.waitForURL('**/app/lapingramviewer/**');
    await page.getByRole('button', { name: 'Ouvrir la photo 1 sur 3' }).click();
    const counterText = page.getByText(/^\d+ \/ 3$/);
    // expect.poll awaits its last attempt however long it takes: each attempt is kept short.
    const counter = { textContent: () => counterText.textContent({ timeout: 2_000 }) };
    await expect(counterText.textContent()).resolves.toBe('1 / 3');

    const next = page.getByRole('button', { name: /suivante/i });
    const previous = page.getByRole('button', { name: /précédente/i });
    for (const button of [next, previous]) {
      const box = await boxOf(button);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expectInViewport(box);
    }
    await next.click();
    await expect.poll(() => counter.textContent(), { timeout: 10_000 }).toBe('2 / 3');
    await swipe(page, page.getByRole('img', { name: /Image 2 sur 3/ }), 'left');
    await expect.poll(() => counter.textContent(), { timeout: 10_000 }).toBe('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent(), { timeout: 10_000 }).toBe('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent(), { timeout: 10_000 }).toBe('3 / 3');
    await previous.click();
    await expect.poll(() => counter.textContent(), { timeout: 10_000 }).toBe('2 / 3');
    await expectPhoneFriendly(page);
    // The address follows the photo on screen: a reload, or the link shared, opens this one.
    await expect.poll(() => new URL(page.url()).searchParams.get('photo')).toBe('2');
    await page.reload();
    await expect.poll(() => counter.textContent(), { timeout: 10_000 }).toBe('2 / 3');

    // Zoom: a double tap on the photo, again to go back, then two fingers; zoomed, a swipe moves
    // the photo and not the slideshow.
    await stillness(page);
    const photo = page.getByRole('img', { name: 'Image 2 sur 3' });
    const zoom = () => photo.evaluate((img) => img.parentElement?.getAttribute('data-zoom'));
    await doubleTap(page, photo);
    await expect.poll(zoom).toBe('2.50');
    await swipe(page, photo, 'left');
    await expect(counter.textContent()).resolves.toBe('2 / 3');
    await doubleTap(page, photo);
    await expect.poll(zoom).toBe('1.00');
    await pinchOpen(page, photo);
    await expect.poll(async () => Number(await zoom())).toBeGreaterThan(2);
    await doubleTap(page, photo);
    await expect.poll(zoom).toBe('1.00');

    // Full screen, through the Fullscreen API, and back.
    await page.getByRole('button', { name: 'Plein écran' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.getByRole('button', { name: 'Quitter le plein écran' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

    // Held sideways, the photo fits the screen.
    await within(15_000, 'setViewportSize 844×390', page.setViewportSize({ width: 844, height: 390 }));
    await expect.poll(async () => (await boxOf(photo)).height).toBeLessThanOrEqual(390);
    const sideways = await boxOf(photo);
    expect(sideways.y).toBeGreaterThanOrEqual(0);
    expect(sideways.y + sideways.height).toBeLessThanOrEqual(390);
    expect(sideways.x + sideways.width).toBeLessThanOrEqual(844);
    await within(15_000, 'setViewportSize 390×844', page.setViewportSize({ width: 390, height: 844 }));

    await page.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('link', { name: 'Retour aux albums' }).waitFor();
    await expectPhoneFriendly(page);

    // Issue 36 §7: a finger on « Retour aux albums » leads back to the albums' tiles.
    await page.getByRole('link', { name: 'Retour aux albums' }).tap();
    await page.waitForURL('**/app/lapingram');
    await page.getByRole('button', { name: `Ouvrir l'album ${album}` }).waitFor();
  });

  it('lets the admin grant and then delete a relative from the cards, through the confirmation', async () => {
    const admin = await adminContext.newPage();
    await admin.goto('/');
    await fillLogin(admin, e2eAdmin.email, e2eAdmin.password);
    await admin.waitForURL('**/app');
    await admin.getByRole('button', { name: /menu/i }).click();
    await admin.getByRole('button', { name: 'Admin' }).click();
    const card = admin.getByRole('list', { name: 'Utilisateurs' }).getByRole('listitem').filter({ hasText: paul.firstName });
    await card.getByText('En attente').waitFor();
    expect(await sidewaysOverflow(admin)).toBeLessThanOrEqual(0);

    const grant = card.getByRole('button', { name: 'Autoriser' });
    const grantBox = await boxOf(grant);
    expect(grantBox.height).toBeGreaterThanOrEqual(44);
    expect(grantBox.x + grantBox.width).toBeLessThanOrEqual(390);
    await grant.click();
    await card.getByText('Autorisé').waitFor();

    await card.getByRole('button', { name: 'Supprimer' }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.waitFor();
    expectInViewport(await boxOf(dialog));
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await card.getByText('Supprimé').waitFor();
    await expectPhoneFriendly(admin);
  });
});
