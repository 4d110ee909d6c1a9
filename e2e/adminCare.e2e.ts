import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { fillLogin, signIn, grantedRelative, phone, registerRelative, sidewaysOverflow, type Relative } from './support/family.ts';
import { e2eAdmin, startServer, type RunningServer } from './support/startServer.ts';

// Issue 10, the admin's side: a reset code read out to a relative, and a second admin.
const grandmother: Relative = { firstName: 'Mamie Jeanne', email: 'jeanne@example.org', password: 'tricot-du-dimanche' };
const uncle: Relative = { firstName: 'Oncle Louis', email: 'louis@example.org', password: 'peche-a-la-ligne' };
const cousin: Relative = { firstName: 'Cousine Lea', email: 'lea@example.org', password: 'velo-en-foret-9' };
const newPassword = 'nouveau-terrier-2025';

describe('admin care journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let adminPage: Page;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    await grantedRelative(server.app, grandmother);
    await grantedRelative(server.app, uncle);
    browser = await launchChromium();
    adminPage = await (await browser.newContext({ baseURL: server.url, locale: 'fr-FR' })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const rowOf = (page: Page, pseudo: string) => page.getByRole('row', { name: new RegExp(pseudo) });

  it('lets the admin issue a reset code and read it from the dialog, and the relative reset with it', async () => {
    await signIn(adminPage, e2eAdmin);
    await adminPage.getByRole('button', { name: 'Admin' }).click();
    await adminPage.waitForURL('**/app/admin');
    await rowOf(adminPage, grandmother.firstName).getByRole('button', { name: 'Code de réinitialisation' }).click();

    const dialog = adminPage.getByRole('dialog', { name: `Code de réinitialisation pour ${grandmother.firstName}` });
    await dialog.waitFor();
    const grouped = (await dialog.getByTestId('reset-code').textContent()) ?? '';
    expect(grouped).toMatch(/^[A-Z2-9]{5} [A-Z2-9]{5}$/);
    const code = grouped.replace(' ', '');
    await expect(dialog.getByText(`Code : ${[...code].join(' ')}`).count()).resolves.toBe(1);
    await expect(dialog.getByText(/^Valable jusqu'au \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).count()).resolves.toBe(1);
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The grandmother, on her phone, types the code as it was read to her: grouped, in lower case.
    const grandmotherPage = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
    await grandmotherPage.goto('/');
    await grandmotherPage.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await grandmotherPage.waitForURL('**/mot-de-passe-oublie');
    await grandmotherPage.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' }).waitFor();
    expect(await sidewaysOverflow(grandmotherPage)).toBe(0);
    expect(await seriousAxeViolations(grandmotherPage)).toEqual([]);
    await grandmotherPage.getByLabel('Email').fill(grandmother.email);
    await grandmotherPage.getByLabel('Code', { exact: true }).fill(grouped.toLowerCase());
    await grandmotherPage.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await grandmotherPage.getByLabel('Confirmation du nouveau mot de passe').fill(newPassword);
    await grandmotherPage.getByRole('button', { name: 'Changer le mot de passe' }).tap();
    await grandmotherPage.getByText('Mot de passe changé. Connectez-vous avec le nouveau.').waitFor();
    expect(new URL(grandmotherPage.url()).pathname).toBe('/');

    // The old password no longer opens the door; the new one does.
    await fillLogin(grandmotherPage, grandmother.email, grandmother.password);
    await grandmotherPage.getByRole('alert').waitFor();
    expect(new URL(grandmotherPage.url()).pathname).toBe('/');
    await grandmotherPage.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
    await grandmotherPage.getByRole('button', { name: 'Se connecter' }).tap();
    await grandmotherPage.waitForURL('**/app');
    await grandmotherPage.getByText(grandmother.firstName).first().waitFor();

    // Used once, the code is refused the second time.
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/user/reset',
      payload: { email: encodeURIComponent(grandmother.email), code, password: 'encore-un-autre-1' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('lets the admin promote a relative, who can then validate a new account', async () => {
    // The admin screen also says how the family's data is kept safe (no BACKUP_DIR in this run).
    await adminPage.getByRole('region', { name: 'Sauvegardes' }).getByText(/Les sauvegardes automatiques sont désactivées/).waitFor();
    // « Télécharger l'archive » downloads the family's offline site as a zip.
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Télécharger l’archive' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lapin-archive-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(zip.includes(Buffer.from('index.html'))).toBe(true);
    const row = rowOf(adminPage, uncle.firstName);
    await expect(row.getByText('Membre', { exact: true }).count()).resolves.toBe(1);
    await row.getByRole('button', { name: 'Nommer administrateur' }).click();
    await row.getByRole('button', { name: "Retirer le rôle d'administrateur" }).waitFor();
    await row.getByText('Administrateur', { exact: true }).waitFor();
    await expect(row.getByText('Administrateur', { exact: true }).count()).resolves.toBe(1);

    await registerRelative(server.app, cousin);

    const unclePage = await (await browser.newContext({ baseURL: server.url, locale: 'fr-FR' })).newPage();
    await signIn(unclePage, uncle);
    await unclePage.getByRole('button', { name: 'Admin' }).click();
    await unclePage.waitForURL('**/app/admin');
    const cousinRow = rowOf(unclePage, cousin.firstName);
    await cousinRow.getByRole('button', { name: 'Autoriser' }).waitFor();
    await expect(cousinRow.getByText('En attente').count()).resolves.toBe(1);
    await cousinRow.getByRole('button', { name: 'Autoriser' }).click();
    // A waiting row already has 'Bannir': wait for the status itself to change.
    await cousinRow.getByText('Autorisé').waitFor();
    // The list is read again after the change, and the row is briefly re-rendered: poll the count.
    await expect.poll(() => cousinRow.getByText('Autorisé').count()).toBe(1);
    expect(await seriousAxeViolations(unclePage)).toEqual([]);

    const cousinPage = await (await browser.newContext({ baseURL: server.url, locale: 'fr-FR' })).newPage();
    await signIn(cousinPage, cousin);
  });
});
