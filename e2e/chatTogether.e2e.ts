import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phone } from './support/family.ts';
import { camille, camilleAndZoe, chatLog, openChat, zoe, type CamilleAndZoe } from './support/chat.ts';

// Issue 25 on two phones: Zoé answers one of Camille's messages, mentions her while Camille reads
// the feed (her Lapinchat count lights up, and the mention stands out once she is back), then
// deletes a message of her own, which leaves both screens. Issue 38: Camille, first in the chat on
// a fresh server, is offered Zoé after « @ » before Zoé ever came, sees Zoé's arrival under
// « Aujourd'hui » (not 1 January 1970), and « @Zoé » typed by hand is a mention.

describe('replies, mentions and own deletion on two phones', () => {
  let pair: CamilleAndZoe | undefined;
  afterAll(() => pair?.close());

  const message = (page: Page, text: string) => chatLog(page).getByRole('listitem').filter({ hasText: text });

  it('answers a message, lights the mentioned relative’s count, and deletes one’s own message everywhere', async () => {
    pair = await camilleAndZoe(inject('clientDir'), phone);
    const { camillePage, zoePage } = pair;
    const camilleBox = await openChat(camillePage, camille);
    // Alone in the chat, Camille is offered the rest of the family.
    await camilleBox.pressSequentially('@zo');
    await camillePage.getByRole('option', { name: '@Zoé' }).waitFor();
    await camilleBox.press('Escape');
    await camilleBox.fill('');

    const zoeBox = await openChat(zoePage, zoe);
    // No message yet (lastts '0'): Zoé's arrival is today's.
    await chatLog(camillePage).getByText('Zoé a rejoint le chat !').waitFor();
    await expect(chatLog(camillePage).getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(["Aujourd'hui"]);

    // Typed by hand, nothing picked: still a mention, which stands out on Zoé's screen as hers.
    await camilleBox.fill('@Zoé tu es là ?');
    await camilleBox.press('Enter');
    const typed = message(zoePage, 'tu es là ?').locator('mark[data-mention="mine"]');
    await expect.poll(() => typed.textContent(), { timeout: 10_000 }).toBe('@Zoé');

    await camilleBox.fill('Qui vient au lac dimanche ?');
    await camilleBox.press('Enter');
    const question = message(zoePage, 'Qui vient au lac dimanche ?');
    await question.waitFor();

    // A reply: on a phone "Répondre" is always there.
    await question.getByRole('button', { name: 'Répondre à Camille' }).tap();
    await zoePage.getByRole('group', { name: 'Réponse à Camille' }).waitFor();
    await zoeBox.fill('Moi, avec le pique-nique !');
    await zoeBox.press('Enter');
    await zoePage.getByRole('group', { name: 'Réponse à Camille' }).waitFor({ state: 'detached' });
    const answer = message(camillePage, 'Moi, avec le pique-nique !');
    await answer.getByRole('button', { name: /^Aller au message auquel ceci répond : Camille/ }).waitFor();
    await expect(answer.getByText('Qui vient au lac dimanche ?').count()).resolves.toBe(1);

    // Camille reads the feed; Zoé mentions her.
    await camillePage.goto('/app');
    await camillePage.getByRole('button', { name: 'Ouvrir le menu', exact: true }).waitFor();
    await zoeBox.pressSequentially('@cam');
    await zoePage.getByRole('option', { name: '@Camille' }).tap();
    // The pick is in the box and the suggestions are gone before typing on: on a busy phone the
    // tap may land late, and an Enter while they are open picks instead of sending.
    await zoePage.getByRole('listbox').waitFor({ state: 'detached' });
    await expect.poll(() => zoeBox.inputValue(), { timeout: 10_000 }).toMatch(/^@Camille\s$/);
    await zoeBox.pressSequentially('tu prends le pain ?');
    await zoeBox.press('Enter');
    await message(zoePage, 'tu prends le pain ?').waitFor();

    await camillePage.getByRole('button', { name: 'Ouvrir le menu (1 nouveauté)' }).tap();
    await camillePage.getByRole('button', { name: 'Lapinchat (1 message non lu)' }).tap();
    await camillePage.waitForURL('**/app/lapinchat');
    const mention = message(camillePage, 'tu prends le pain ?').locator('mark[data-mention="mine"]');
    await expect(mention.textContent()).resolves.toBe('@Camille');

    // Zoé deletes her own message, after saying yes: it leaves both phones.
    await zoeBox.fill('Oups, pas pour ce groupe');
    await zoeBox.press('Enter');
    await message(camillePage, 'Oups, pas pour ce groupe').waitFor();
    await message(zoePage, 'Oups, pas pour ce groupe').getByRole('button', { name: 'Actions du message de Zoé' }).tap();
    await zoePage.getByRole('menuitem', { name: 'Supprimer le message' }).tap();
    const dialog = zoePage.getByRole('alertdialog', { name: 'Supprimer votre message ?' });
    await dialog.getByRole('button', { name: 'Supprimer' }).tap();
    await message(zoePage, 'Oups, pas pour ce groupe').waitFor({ state: 'detached' });
    await message(camillePage, 'Oups, pas pour ce groupe').waitFor({ state: 'detached' });
    // Camille's own messages offer it, others' do not.
    await expect(message(camillePage, 'tu prends le pain ?').getByRole('button', { name: /^Actions du message/ }).count()).resolves.toBe(0);
  });
});
