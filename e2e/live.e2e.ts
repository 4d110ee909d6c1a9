import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { publishOk, text } from '../server/testing/articleRequests.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { signIn, grantedRelative, phone, registerRelative, type Relative } from './support/family.ts';
import { e2eAdmin, startServer, type RunningServer } from './support/startServer.ts';
import { connectedChatBox } from './support/chat.ts';

// Issue 12: what is new shows up in the other browser without anyone reloading.
const marie: Relative = { firstName: 'Marie', email: 'marie@example.org', password: 'carottes-2025' };
const paul: Relative = { firstName: 'Paul', email: 'paul@example.org', password: 'navets-2025' };
const cousin: Relative = { firstName: 'Cousine Lea', email: 'lea@example.org', password: 'velo-en-foret-9' };

describe('live journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let mariePage: Page;
  let paulPage: Page;
  let adminPage: Page;
  let marieToken: string;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    marieToken = await grantedRelative(server.app, marie);
    await grantedRelative(server.app, paul);
    // Enough for Paul's phone to scroll away from the top of the feed.
    for (let n = 1; n <= 6; n += 1) {
      await publishOk(server.app, marieToken, { title: `Étape ${n}`, bandeau: `Jour ${n} au bord du lac`, structure: [text(1, `Récit ${n}`)] });
    }
    browser = await launchChromium();
    mariePage = await (await browser.newContext({ baseURL: server.url, locale: 'fr-FR' })).newPage();
    paulPage = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
    adminPage = await (await browser.newContext({ baseURL: server.url, locale: 'fr-FR' })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function publishFromTheScreen(page: Page, title: string) {
    await page.getByRole('button', { name: 'Publier un article' }).click();
    await page.waitForURL('**/app/publish');
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await page.getByLabel('Élément sélectionné').selectOption('Bandeau');
    await page.getByLabel('Bandeau', { exact: true }).fill('Écrit pendant que Paul lisait');
    await page.getByRole('button', { name: 'Ajouter un paragraphe' }).click();
    await page.getByLabel('Texte du paragraphe').fill('Il fait beau.');
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/app');
  }

  it('shows an article Marie publishes on Paul’s feed within 3 s, without him navigating', async () => {
    await signIn(mariePage, marie);
    await signIn(paulPage, paul);
    await paulPage.getByRole('heading', { name: 'Étape 6' }).waitFor();
    const paulUrl = paulPage.url();

    const started = Date.now();
    await publishFromTheScreen(mariePage, 'Le pique-nique');
    await paulPage.getByRole('heading', { name: 'Le pique-nique' }).waitFor({ timeout: 3000 });
    console.info(`publish → Paul's feed: ${Date.now() - started} ms (from the click on Publier)`);
    expect(paulPage.url()).toBe(paulUrl);
    // At the top of his feed, it is in sight: nothing counts as new.
    await expect(paulPage.getByRole('button', { name: 'Ouvrir le menu' }).getAttribute('aria-label')).resolves.toBe('Ouvrir le menu');
  });

  it('offers Paul, scrolled down his feed, a chip back up to the new article', async () => {
    await paulPage.getByRole('heading', { name: 'Étape 1' }).scrollIntoViewIfNeeded();
    await expect.poll(() => paulPage.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await publishOk(server.app, marieToken, { title: 'Le retour', bandeau: 'Le soir', structure: [text(1, 'Fatigués mais contents')] });

    const chip = paulPage.getByRole('button', { name: '1 nouvel article' });
    await chip.waitFor();
    const box = await chip.boundingBox();
    // Floating in sight under the bar, on the phone's width.
    expect(box?.y).toBeGreaterThanOrEqual(56);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(paulPage)).toEqual([]);
    await chip.tap();
    await expect.poll(() => paulPage.evaluate(() => window.scrollY)).toBe(0);
    await paulPage.getByRole('heading', { name: 'Le retour' }).waitFor();
    await chip.waitFor({ state: 'detached' });
  });

  it('shows Paul a Lapinchat count of 1 when Marie chats, and the tab title says so', async () => {
    await mariePage.getByRole('button', { name: 'Lapinchat' }).click();
    await mariePage.waitForURL('**/app/lapinchat');
    const box = await connectedChatBox(mariePage);
    await box.fill('Qui vient au lac dimanche ?');
    await box.press('Enter');
    await mariePage.getByRole('log', { name: 'Messages du chat' }).getByText('Qui vient au lac dimanche ?').waitFor();

    // Paul's menu is a closed drawer: its button says something is new.
    await paulPage.getByRole('button', { name: 'Ouvrir le menu (1 nouveauté)' }).waitFor();
    await expect.poll(() => paulPage.title()).toBe('(1) Accueil · Le terrier de Lapin');
    await paulPage.getByRole('button', { name: 'Ouvrir le menu (1 nouveauté)' }).tap();
    const chatEntry = paulPage.getByRole('button', { name: 'Lapinchat (1 message non lu)' });
    await chatEntry.waitFor();
    expect(await seriousAxeViolations(paulPage)).toEqual([]);

    // Opening the chat reads it: the count goes, and stays gone after a reload.
    await chatEntry.tap();
    await paulPage.waitForURL('**/app/lapinchat');
    await paulPage.getByRole('log', { name: 'Messages du chat' }).getByText('Qui vient au lac dimanche ?').waitFor();
    await paulPage.goto('/app');
    await paulPage.getByRole('heading', { name: 'Le retour' }).waitFor();
    await paulPage.getByRole('button', { name: 'Ouvrir le menu', exact: true }).waitFor();
    expect(await paulPage.title()).toBe('Accueil · Le terrier de Lapin');
  });

  it("shows Paul's comment live in Marie's open article view", async () => {
    await mariePage.goto('/app');
    await mariePage.getByRole('listitem').filter({ hasText: 'Le pique-nique' }).getByRole('button').click();
    await mariePage.waitForURL('**/app/article/*');
    const marieThread = mariePage.getByRole('region', { name: 'Commentaires' });
    await marieThread.getByText("Aucun commentaire pour l'instant. Dites ce que vous en pensez !").waitFor();

    await paulPage.getByRole('listitem').filter({ hasText: 'Le pique-nique' }).getByRole('heading').tap();
    await paulPage.waitForURL('**/app/article/*');
    const paulThread = paulPage.getByRole('region', { name: 'Commentaires' });
    await paulThread.getByLabel('Votre commentaire').fill('J’apporte le melon !');
    await paulThread.getByRole('button', { name: 'Commenter' }).tap();
    await paulThread.getByRole('listitem').getByText('J’apporte le melon !').waitFor();
    await expect(paulThread.getByRole('listitem').count()).resolves.toBe(1);

    await marieThread.getByRole('listitem').filter({ hasText: 'Paul' }).getByText('J’apporte le melon !').waitFor({ timeout: 3000 });
    await marieThread.getByText('1 commentaire', { exact: true }).waitFor();
  });

  it('raises the admin’s pending count as a new account registers', async () => {
    await signIn(adminPage, e2eAdmin);
    const adminEntry = adminPage.getByRole('button', { name: /^Admin/ });
    await expect.poll(() => adminEntry.textContent()).toBe('Admin');

    await registerRelative(server.app, cousin);
    await adminPage.getByRole('button', { name: 'Admin (1 compte en attente)' }).waitFor({ timeout: 3000 });
    // The waiting account and Marie's chat message, which this admin has not read.
    await expect.poll(() => adminPage.title()).toBe('(2) Accueil · Le terrier de Lapin');

    // In the users table, the waiting account comes first, and granting it clears the count.
    await adminPage.getByRole('button', { name: 'Admin (1 compte en attente)' }).click();
    await adminPage.waitForURL('**/app/admin');
    const firstRow = adminPage.getByRole('row').nth(1);
    await firstRow.getByText(cousin.firstName).waitFor();
    await firstRow.getByRole('button', { name: 'Autoriser' }).click();
    await adminPage.getByRole('button', { name: 'Admin', exact: true }).waitFor();
    await expect.poll(() => adminPage.title()).toBe('(1) Administration · Le terrier de Lapin');
  });
});
