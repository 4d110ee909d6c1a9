import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { product } from '../shared/product.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { signIn, grantedRelative, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// Issue 38: « Appareils connectés » lists the member's devices, and one browser signs the other out.

const lucie: Relative = { firstName: 'Lucie', email: 'lucie@lapin.test', password: 'pissenlit-2025' };
const androidChrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const windowsFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('connected devices journey', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    await grantedRelative(server.app, lucie);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function newPage(userAgent: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', userAgent });
    return context.newPage();
  }

  const menu = (page: Page) => page.getByRole('navigation', { name: "Menu de l'espace connecté" });

  it('lists both browsers of the member, and the computer signs the phone out', async () => {
    const phone = await newPage(androidChrome);
    const computer = await newPage(windowsFirefox);
    await signIn(phone, lucie);
    await signIn(computer, lucie);

    await menu(computer).getByRole('button', { name: 'Mon compte' }).click();
    await computer.waitForURL(`**${product.routes.account}`);
    const list = computer.getByRole('list', { name: 'Vos appareils connectés' });
    const phoneRow = list.getByRole('listitem').filter({ hasText: 'Chrome sur Android' });
    const computerRow = list.getByRole('listitem').filter({ hasText: 'Firefox sur Windows' });
    await phoneRow.waitFor();
    await expect(computerRow.getByText('Cet appareil').count()).resolves.toBe(1);
    await expect(computerRow.getByRole('button').count()).resolves.toBe(0);
    await expect(phoneRow.getByText(/^Dernière utilisation : \d\d\/\d\d\/\d{4} \d\d:\d\d$/).count()).resolves.toBe(1);
    expect(await seriousAxeViolations(computer)).toEqual([]);

    await phoneRow.getByRole('button', { name: 'Déconnecter Chrome sur Android' }).click();
    const dialog = computer.getByRole('alertdialog', { name: 'Déconnecter Chrome sur Android' });
    expect(await seriousAxeViolations(computer)).toEqual([]);
    await dialog.getByRole('button', { name: 'Déconnecter' }).click();
    // The page behind stays hidden from assistive technology until the dialog has gone.
    await dialog.waitFor({ state: 'detached' });
    await phoneRow.waitFor({ state: 'detached' });
    // Left: this computer, and the session the test's set-up opened without a browser.
    const left = await list.getByRole('listitem').allTextContents();
    expect(left.map((row) => row.replace(/Dernière utilisation.*$/, '')).sort()).toEqual(['Appareil inconnu', 'Firefox sur Windows'].sort());
    await expect(computerRow.getByText('Cet appareil').count()).resolves.toBe(1);

    // The phone's next menu choice finds its session ended and leads to the sign-in page.
    await menu(phone).getByRole('button', { name: `${product.name}tube` }).click();
    await phone.waitForURL((url) => url.pathname === '/');
    await phone.getByRole('button', { name: 'Se connecter' }).waitFor();

    // The computer stays signed in.
    await menu(computer).getByRole('button', { name: 'Accueil' }).click();
    await computer.waitForURL((url) => url.pathname === product.routes.home);
  });
});
