import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { product } from '../shared/product.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { phone, signIn, type Relative } from './support/family.ts';
import { camille, camilleAndZoe, chatLog, connectedChatBox, zoe, type CamilleAndZoe } from './support/chat.ts';

// Issue 25 on two phones: Camille joins a photo to a message; it is shrunk on her phone, uploaded,
// sent with the message, and Zoé sees its thumbnail arrive live and opens it in the viewer.
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

  it("sends a photo with a message, seen live on the other phone and opened in the viewer", async () => {
    const { camillePage, zoePage } = pair;
    const camilleBox = await openChat(camillePage, camille);
    await openChat(zoePage, zoe);

    const jpeg = await makeLandscapeJpeg({ width: 800, height: 600, seed: 3 });
    await camillePage.locator('input[type=file]').setInputFiles({ name: 'plage.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await camillePage.getByRole('list', { name: 'Photos à envoyer' }).getByRole('listitem').waitFor();
    await camilleBox.fill('La plage ce matin');
    await camilleBox.press('Enter');

    // Camille's own message shows with its photo once confirmed, and the strip empties.
    await chatLog(camillePage).getByRole('img', { name: 'Photo de Camille' }).waitFor();
    await camillePage.getByRole('list', { name: 'Photos à envoyer' }).waitFor({ state: 'detached' });

    // Zoé's phone gets it live: text and thumbnail, sized before it loads.
    await chatLog(zoePage).getByText('La plage ce matin', { exact: true }).waitFor({ timeout: 5_000 });
    const thumbnail = chatLog(zoePage).getByRole('img', { name: 'Photo de Camille' });
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
