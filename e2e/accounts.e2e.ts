import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { AccessStatus, type AccessStatusValue } from '../shared/accessStatus.ts';
import type { UserRow } from '../shared/accountTypes.ts';
import { adminSession, signIn, submitLogin } from './support/family.ts';
import { e2eAdmin, startServer, type RunningServer } from './support/startServer.ts';

const relative = { pseudo: 'Zoé Martin', email: 'Zoe.Martin@Example.org', password: 'carottes-2025' };

describe('accounts journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let relativeContext: BrowserContext;
  let adminContext: BrowserContext;
  let relativePage: Page;
  let adminPage: Page;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    browser = await launchChromium();
    relativeContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    adminContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    relativePage = await relativeContext.newPage();
    adminPage = await adminContext.newPage();
  });

  /** The admin's call, made directly: the screen's side of it is the journey above. */
  async function setAccess(status: AccessStatusValue): Promise<void> {
    const token = await adminSession(server.app);
    const rows = (await server.app.inject({ method: 'POST', url: '/api/admin/getUsers', payload: { token } })).json<UserRow[]>();
    const id = rows.find((row) => row.firstName === relative.pseudo)!.id;
    const answer = await server.app.inject({ method: 'POST', url: '/api/admin/status', payload: { token, id, status } });
    expect(answer.statusCode).toBe(200);
  }

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('registers a relative, who is told to wait for validation', async () => {
    await relativePage.goto('/register');
    await relativePage.getByLabel('Pseudo').fill(relative.pseudo);
    await relativePage.getByLabel('Email').fill(relative.email);
    await relativePage.getByLabel('Mot de passe', { exact: true }).fill(relative.password);
    await relativePage.getByLabel('Confirmation mot de passe').fill(relative.password);
    expect(await seriousAxeViolations(relativePage)).toEqual([]);
    await relativePage.getByRole('button', { name: "S'enregistrer" }).click();

    await relativePage.waitForURL((url) => url.pathname === '/');
    await relativePage.getByText("Compte créé. En attente de validation par l'admin").waitFor();
    await expect(relativePage.getByRole('link', { name: 'Pas de compte ?' }).count()).resolves.toBe(0);
    expect(await seriousAxeViolations(relativePage)).toEqual([]);
  });

  it('refuses the login of an account that waits for validation', async () => {
    await submitLogin(relativePage, relative);
    await relativePage.getByText(/en attente de validation/).first().waitFor();
    expect(new URL(relativePage.url()).pathname).toBe('/');
  });

  it('lets the admin grant the relative from the user table', async () => {
    await signIn(adminPage, e2eAdmin);
    await adminPage.getByRole('button', { name: 'Admin' }).click();
    await adminPage.waitForURL('**/app/admin');
    const row = adminPage.getByRole('row', { name: new RegExp(relative.pseudo) });
    await row.getByRole('button', { name: 'Autoriser' }).click();
    // A waiting row already has 'Bannir': wait for the status itself to change.
    await row.getByText('Autorisé').first().waitFor();
    await row.getByRole('button', { name: 'Bannir' }).waitFor();
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
  });

  it('logs the granted relative in, with a menu that has no Admin entry', async () => {
    await signIn(relativePage, relative);
    await relativePage.getByRole('button', { name: 'Lapinchat' }).waitFor();
    await expect(relativePage.getByText(relative.pseudo).first().isVisible()).resolves.toBe(true);
    await expect(relativePage.getByRole('button', { name: 'Admin' }).count()).resolves.toBe(0);
    expect(await seriousAxeViolations(relativePage)).toEqual([]);
  });

  it('asks the admin before a ban, then signs the banned relative out at once and says why, with no advice to reconnect', async () => {
    const row = adminPage.getByRole('row', { name: new RegExp(relative.pseudo) });
    await row.getByRole('button', { name: 'Bannir' }).click();
    const dialog = adminPage.getByRole('alertdialog', { name: `Bannir ${relative.pseudo} ?` });
    await dialog.getByRole('button', { name: 'Bannir' }).click();
    await row.getByRole('button', { name: 'Autoriser' }).waitFor();

    // Told by the live connection: no menu click is needed.
    await relativePage.getByText("Votre accès a été suspendu par l'administrateur.").waitFor();
    await relativePage.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(new URL(relativePage.url()).pathname).toBe('/');
    await expect(relativePage.getByText(/reconnect/i).count()).resolves.toBe(0);
  });

  it('tells the banned relative the same on a tablet that was put away during the ban', async () => {
    // Signed in before the ban, closed through it, opened again on the chat: the ended session
    // is refused with the ban's sentence, not with advice to reconnect.
    const tablet = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    try {
      await setAccess(AccessStatus.granted);
      const first = await tablet.newPage();
      await signIn(first, relative);
      await first.close();
      await setAccess(AccessStatus.banned);

      const back = await tablet.newPage();
      await back.goto('/app/lapinchat');
      await back.getByRole('alert').filter({ hasText: "Votre accès a été suspendu par l'administrateur." }).waitFor();
      await expect(back.getByText(/reconnect/i).count()).resolves.toBe(0);
      // The sign-in page it leads to says the same.
      await back.getByRole('link', { name: "S'authentifier" }).click();
      await back.getByRole('button', { name: 'Se connecter' }).waitFor();
      await back.getByText("Votre accès a été suspendu par l'administrateur.").waitFor();
    } finally {
      await tablet.close();
    }
  });
});
