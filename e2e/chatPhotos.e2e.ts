import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { product } from '../shared/product.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { phone, signIn, type Relative } from './support/family.ts';
import { camille, camilleAndZoe, chatLog, connectedChatBox, zoe, type CamilleAndZoe } from './support/chat.ts';

// Issue 25 on two phones: Camille answers Zoé with a photo; it is shrunk on her phone, uploaded,
// sent with the message and the reply, and Zoé sees the quote and the thumbnail arrive live and
// opens the photo in the viewer.
describe('chat photos on two phones', () => {
  let pair: CamilleAndZoe;
  beforeAll(async () => {
    pair = await camilleAndZoe(inject('clientDir'), phone);
  });
  afterAll(() => pair?.close());

  async function openChat(page: Page, relative: Relative) {
    await signIn(page, relative);
    await page.goto(product.routes.chat);
    return connectedChatBox(page);
  }

  const message = (page: Page, text: string) => chatLog(page).getByRole('listitem').filter({ hasText: text });

  it("answers with a photo, seen live with its quote on the other phone and opened in the viewer", async () => {
    const { camillePage, zoePage } = pair;
    const camilleBox = await openChat(camillePage, camille);
    const zoeBox = await openChat(zoePage, zoe);

    await zoeBox.fill('Vous êtes où ?');
    await zoeBox.press('Enter');
    await message(camillePage, 'Vous êtes où ?').getByRole('button', { name: 'Répondre à Zoé' }).tap();
    await camillePage.getByRole('group', { name: 'Réponse à Zoé' }).waitFor();

    const jpeg = await makeLandscapeJpeg({ width: 800, height: 600, seed: 3 });
    await camillePage.locator('input[type=file]').setInputFiles({ name: 'plage.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await camillePage.getByRole('list', { name: 'Photos à envoyer' }).getByRole('listitem').waitFor();
    await camilleBox.fill('La plage ce matin');
    await camilleBox.press('Enter');

    // Camille's own message shows with its photo once confirmed; the strip and the reply empty.
    await chatLog(camillePage).getByRole('img', { name: 'Photo de Camille' }).waitFor();
    await camillePage.getByRole('list', { name: 'Photos à envoyer' }).waitFor({ state: 'detached' });
    await camillePage.getByRole('group', { name: 'Réponse à Zoé' }).waitFor({ state: 'detached' });

    // Zoé's phone gets it live: the quote of her question, the text, and the thumbnail, sized
    // before it loads.
    const answer = message(zoePage, 'La plage ce matin');
    await answer.waitFor({ timeout: 5_000 });
    await answer.getByRole('button', { name: /^Aller au message auquel ceci répond : Zoé/ }).waitFor();
    await expect(answer.getByText('Vous êtes où ?').count()).resolves.toBe(1);
    const thumbnail = answer.getByRole('img', { name: 'Photo de Camille' });
    await thumbnail.waitFor();
    expect(Number(await thumbnail.getAttribute('width'))).toBeGreaterThan(Number(await thumbnail.getAttribute('height')));
    await expect(thumbnail.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);

    // A tap opens the viewer on that photo (served under the session cookie); Escape closes it.
    await thumbnail.click();
    const viewer = zoePage.getByRole('dialog', { name: 'Photos de Camille' });
    const shown = viewer.getByRole('img', { name: 'Image 1 sur 1' });
    await shown.waitFor();
    await expect(shown.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
    await zoePage.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });
});
