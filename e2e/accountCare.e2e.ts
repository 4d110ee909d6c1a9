import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { product } from '../shared/product.ts';
import { deleteArticle, publishOk, text } from '../server/testing/articleRequests.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { fillLogin, signIn, grantedRelative, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';
import { connectedChatBox } from './support/chat.ts';

const camille: Relative = { firstName: 'Camille', email: 'camille@lapin.test', password: 'carottes-2025' };
const zoe: Relative = { firstName: 'Zoé', email: 'zoe@lapin.test', password: 'luzerne-2025' };
const newPassword = 'trefle-a-quatre-feuilles';

/** What the app keeps in this browser: every `lapin.*` localStorage entry, as stored. */
function persisted(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).filter((key) => key.startsWith('lapin.')).map((key) => [key, localStorage.getItem(key) ?? ''])),
  );
}

describe('account care journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let camilleToken: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    camilleToken = await grantedRelative(server.app, camille);
    await grantedRelative(server.app, zoe);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    contexts.push(context);
    return context.newPage();
  }

  const menu = (page: Page) => page.getByRole('navigation', { name: "Menu de l'espace connecté" });

  it('leaves nothing of a relative who signs out to the next one on the same browser', async () => {
    const article = await publishOk(server.app, camilleToken, { title: 'Carnet de Camille', bandeau: 'Jour 1', structure: [text(1, 'Récit')] });
    const page = await newPage();
    await signIn(page, camille);
    await page.getByRole('heading', { name: 'Carnet de Camille' }).waitFor();
    await menu(page).getByRole('button', { name: `${product.name}chat` }).click();
    const box = await connectedChatBox(page);
    await box.fill('Le code du portail est 1234');
    await box.press('Enter');
    await page.getByRole('log', { name: 'Messages du chat' }).getByText('Le code du portail est 1234', { exact: true }).waitFor();
    const before = await persisted(page);
    expect(before['lapin.chat']).toContain('Le code du portail est 1234');
    expect(before['lapin.articles']).toContain('Carnet de Camille');
    const browserToken = (JSON.parse(before['lapin.auth'] ?? '{}') as { userInfo?: { userToken?: string } }).userInfo?.userToken;
    expect(browserToken).toBeTruthy();

    await menu(page).getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await persisted(page)).toEqual({});
    // The session is over on the server too.
    const refused = await server.app.inject({ method: 'POST', url: '/api/user/token', payload: { token: browserToken } });
    expect(refused.statusCode).toBe(401);

    // The article is gone from the server: a feed kept on the device would still show it.
    await deleteArticle(server.app, camilleToken, article.id);
    await fillLogin(page, zoe.email, zoe.password);
    await page.waitForURL((url) => url.pathname === product.routes.home);
    await page.getByText('Aucun article publié').waitFor();
    await expect(page.getByRole('heading', { name: 'Carnet de Camille' }).count()).resolves.toBe(0);
    const after = await persisted(page);
    expect(after['lapin.auth']).toContain('zoe@lapin.test');
    expect(JSON.stringify(after)).not.toContain('Le code du portail');
    expect(JSON.stringify(after)).not.toContain('Carnet de Camille');
    expect(JSON.stringify(after)).not.toContain('camille@lapin.test');
  });

  it("ends the other browser's session when the password changes, and the new one works", async () => {
    const tablet = await newPage();
    const phone = await newPage();
    await signIn(tablet, camille);
    await signIn(phone, camille);

    await menu(tablet).getByRole('button', { name: 'Mon compte' }).click();
    await tablet.waitForURL(`**${product.routes.account}`);
    await tablet.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    expect(await tablet.title()).toBe('Mon compte · Le terrier de Lapin');
    expect(await seriousAxeViolations(tablet)).toEqual([]);
    await tablet.getByLabel('Mot de passe actuel').fill(camille.password);
    await tablet.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await tablet.getByLabel('Confirmation du nouveau mot de passe').fill(newPassword);
    await tablet.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await tablet.getByText('Mot de passe changé. Vos autres appareils ont été déconnectés.').waitFor();
    expect(await seriousAxeViolations(tablet)).toEqual([]);

    // The tablet that changed it stays signed in.
    await menu(tablet).getByRole('button', { name: 'Accueil' }).click();
    await tablet.waitForURL((url) => url.pathname === product.routes.home);

    // The phone's next menu choice finds its session ended.
    await menu(phone).getByRole('button', { name: `${product.name}tube` }).click();
    await phone.waitForURL((url) => url.pathname === '/');
    await phone.getByRole('button', { name: 'Se connecter' }).waitFor();

    await fillLogin(phone, camille.email, camille.password);
    await phone.getByRole('alert').waitFor();
    await fillLogin(phone, camille.email, newPassword);
    await phone.waitForURL((url) => url.pathname !== '/');
    await menu(phone).waitFor();
  });

  it('signs out of every device from the account screen', async () => {
    const tablet = await newPage();
    const phone = await newPage();
    await signIn(tablet, zoe);
    await signIn(phone, zoe);
    await menu(tablet).getByRole('button', { name: 'Mon compte' }).click();
    await tablet.getByRole('button', { name: 'Se déconnecter de tous les appareils' }).click();
    await tablet.getByRole('alertdialog').getByRole('button', { name: 'Tout déconnecter' }).click();
    await tablet.waitForURL((url) => url.pathname === '/');
    expect(await persisted(tablet)).toEqual({});
    await menu(phone).getByRole('button', { name: 'Mon compte' }).click();
    await phone.waitForURL((url) => url.pathname === '/');
  });
});
