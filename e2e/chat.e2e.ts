import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { product } from '../shared/product.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { fillLogin, type Relative } from './support/family.ts';
import { camille, camilleAndZoe, chatLog, connectedChatBox, dropChatConnections, zoe, type CamilleAndZoe } from './support/chat.ts';

describe('chat journey', () => {
  let pair: CamilleAndZoe;
  let camillePage: Page;
  let zoePage: Page;

  beforeAll(async () => {
    pair = await camilleAndZoe(inject('clientDir'));
    ({ camillePage, zoePage } = pair);
  });

  afterAll(async () => {
    await pair?.close();
  });

  async function openChat(page: Page, account: Relative) {
    await page.goto('/');
    await fillLogin(page, account.email, account.password);
    await page.waitForURL('**/app');
    await page.getByRole('button', { name: `${product.name}chat` }).click();
    await page.waitForURL(`**${product.routes.chat}`);
    await page.getByText('Entrée pour envoyer, Maj+Entrée pour aller à la ligne').waitFor();
  }

  const log = chatLog;
  const participants = (page: Page) => page.getByRole('complementary', { name: 'Participants' });

  async function say(page: Page, text: string) {
    const box = await connectedChatBox(page);
    await box.fill(text);
    await box.press('Enter');
    await log(page).getByText(text, { exact: true }).waitFor();
  }

  it('shows each user the other one joining', async () => {
    await openChat(camillePage, camille);
    await openChat(zoePage, zoe);
    await log(camillePage).getByText('Zoé a rejoint le chat !').waitFor();
    await participants(zoePage).getByText('Camille', { exact: true }).waitFor();
    await participants(camillePage).getByText('Zoé', { exact: true }).waitFor();
    expect(await seriousAxeViolations(camillePage)).toEqual([]);
  });

  it('delivers messages both ways, the focused box sending on Enter', async () => {
    await expect(camillePage.getByRole('textbox', { name: 'Votre message' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await say(camillePage, 'Bonjour Zoé, bien arrivée ?');
    await log(zoePage).getByText('Bonjour Zoé, bien arrivée ?').waitFor();
    await say(zoePage, 'Oui ! Le terrier est magnifique.');
    await log(camillePage).getByText('Oui ! Le terrier est magnifique.').waitFor();

    // Issue 25: under today's heading, Camille's own message on the right and Zoé's on the left,
    // the time alone under each, the spec's full date in each message's accessible name.
    await log(camillePage).getByRole('heading', { name: "Aujourd'hui" }).waitFor();
    const frame = (await log(camillePage).boundingBox())!;
    const own = (await log(camillePage).getByText('Bonjour Zoé, bien arrivée ?').boundingBox())!;
    const other = (await log(camillePage).getByText('Oui ! Le terrier est magnifique.').boundingBox())!;
    expect(own.x + own.width).toBeGreaterThan(frame.x + frame.width / 2);
    expect(other.x).toBeLessThan(frame.x + frame.width / 2);
    const fromZoe = log(camillePage).getByRole('listitem', { name: /^Message de Zoé, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ });
    await expect(fromZoe.getByText(/^\d{2}:\d{2}$/).count()).resolves.toBe(1);
    expect(await seriousAxeViolations(camillePage)).toEqual([]);
  });

  it('catches up with exactly the messages sent while offline, without a refresh', async () => {
    const missed = ['Premier message pendant la coupure', 'Deuxième message pendant la coupure', 'Troisième message pendant la coupure'];
    await pair.zoeContext.setOffline(true);
    dropChatConnections(pair.server, zoe.firstName);
    await zoePage.getByText('Connexion au chat...').waitFor();
    await log(camillePage).getByText('Zoé a quitté le chat !').waitFor();

    for (const text of missed) await say(camillePage, text);
    await expect(log(zoePage).getByText(missed[0]!).count()).resolves.toBe(0);

    await pair.zoeContext.setOffline(false);
    await zoePage.getByText('Entrée pour envoyer, Maj+Entrée pour aller à la ligne').waitFor({ timeout: 15_000 });
    for (const text of missed) await log(zoePage).getByText(text, { exact: true }).waitFor();
    for (const text of missed) await expect(log(zoePage).getByText(text, { exact: true }).count()).resolves.toBe(1);
    await expect(log(zoePage).getByText('Bonjour Zoé, bien arrivée ?', { exact: true }).count()).resolves.toBe(1);
    await log(camillePage).getByText('Zoé a rejoint le chat !').nth(1).waitFor();
  });
});
