import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { product } from '../shared/product.ts';
import { publishOk, text } from '../server/testing/articleRequests.ts';
import { adminSession, phone, submitLogin, type Relative } from './support/family.ts';
import { camille, camilleAndZoe, zoe, type CamilleAndZoe } from './support/chat.ts';

// Issue 24's outbox for comments: a comment written with the network off waits on the phone, set
// apart under the thread, and arrives once when the network is back; another relative sees it.

describe('a comment written offline', () => {
  let pair: CamilleAndZoe;
  let articleId: number;

  beforeAll(async () => {
    pair = await camilleAndZoe(inject('clientDir'), phone);
    articleId = (await publishOk(pair.server.app, await adminSession(pair.server.app), { title: 'Au col', bandeau: 'Étape 3', structure: [text(1, 'La montée.')] })).id;
    await openArticle(pair.camillePage, camille);
    await openArticle(pair.zoePage, zoe);
  });

  afterAll(() => pair?.close());

  async function openArticle(page: Page, account: Relative) {
    await submitLogin(page, account);
    await page.waitForURL('**/app');
    await page.goto(`${product.routes.article}/${articleId}`);
    await thread(page).getByText("Aucun commentaire pour l'instant. Dites ce que vous en pensez !").waitFor();
  }

  const thread = (page: Page) => page.getByRole('region', { name: 'Commentaires' });
  const pending = (page: Page) => page.getByRole('list', { name: 'Commentaires en attente' });
  const shown = (page: Page, comment: string) => thread(page).getByRole('listitem').filter({ hasText: comment });

  it('waits under the thread while offline, then arrives once, for everyone, when the network is back', async () => {
    const comment = 'Écrit sans réseau, dans le tunnel';
    const { camillePage, zoePage, camilleContext } = pair;
    await camilleContext.setOffline(true);
    await thread(camillePage).getByLabel('Votre commentaire').fill(comment);
    await thread(camillePage).getByRole('button', { name: 'Commenter' }).click();

    await pending(camillePage).getByText("En attente d'envoi").waitFor();
    await expect(thread(camillePage).getByLabel('Votre commentaire').inputValue()).resolves.toBe('');
    await expect(shown(camillePage, 'Camille').count()).resolves.toBe(0);

    await camilleContext.setOffline(false);
    await pending(camillePage).waitFor({ state: 'detached', timeout: 15_000 });
    await shown(camillePage, comment).waitFor();
    await shown(zoePage, comment).waitFor({ timeout: 15_000 });
    await expect(shown(camillePage, comment).count()).resolves.toBe(1);
    await expect(shown(zoePage, comment).count()).resolves.toBe(1);
    const rows = await pair.server.app.db.selectFrom('comments').select('id').where('text', '=', comment).execute();
    expect(rows).toHaveLength(1);
  });

  it('leaves the box at once on a slow network and shows once, waiting, until the server has it', async () => {
    const comment = 'Depuis le wifi de l’hôtel, qui rame';
    const { camillePage } = pair;
    // The server's answer held back, as a slow network would: the comment is sent and kept.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await camillePage.route('**/api/article/comment', async (route) => {
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    });
    await thread(camillePage).getByLabel('Votre commentaire').fill(comment);
    await thread(camillePage).getByRole('button', { name: 'Commenter' }).click();

    await pending(camillePage).getByText(comment).waitFor();
    await expect(thread(camillePage).getByLabel('Votre commentaire').inputValue()).resolves.toBe('');
    await expect(thread(camillePage).getByRole('button', { name: 'Envoi…' }).isDisabled()).resolves.toBe(true);
    await expect(camillePage.getByText(comment).count()).resolves.toBe(1);

    release();
    await pending(camillePage).waitFor({ state: 'detached', timeout: 15_000 });
    await shown(camillePage, comment).waitFor();
    await expect(camillePage.getByText(comment).count()).resolves.toBe(1);
    await camillePage.unroute('**/api/article/comment');
  });
});
