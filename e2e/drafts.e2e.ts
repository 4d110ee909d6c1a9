import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { product } from '../shared/product.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { grantedRelative, phone, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

// Issue 24, "Drafts": an article being written on a phone survives a reload and a trip through
// the menu; publishing it or 'Supprimer le brouillon' removes it.

const lucie: Relative = { firstName: 'Lucie Bernard', email: 'lucie@example.org', password: 'radis-roses-2025' };

interface Kept {
  key: string;
  title: string;
  photos: number;
}

/** The drafts the page's IndexedDB holds (the app has opened its database by then). */
function keptDrafts(page: Page): Promise<Kept[]> {
  return page.evaluate(
    () =>
      new Promise<Kept[]>((resolve, reject) => {
        const open = indexedDB.open('lapin-drafts');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            db.close();
            const rows = all.result as { key: string; draft: { title: string; elements: { file?: unknown }[] } }[];
            resolve(rows.map((row) => ({ key: row.key, title: row.draft.title, photos: row.draft.elements.filter((element) => element.file instanceof File).length })));
          };
        };
      }),
  );
}

describe('article drafts on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let photo: Buffer;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    browser = await launchChromium();
    await grantedRelative(server.app, lucie);
    photo = await makeLandscapeJpeg({ width: 320, height: 240 });
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    page = await context.newPage();
    await signIn(page, lucie);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const title = 'Le marché de Forcalquier';
  const titleField = () => page.getByLabel('Titre', { exact: true });
  const offer = () => page.getByRole('region', { name: 'Reprendre le brouillon ?' });
  const preview = () => page.getByRole('region', { name: 'Aperçu' });
  const previewPhoto = () => preview().getByRole('img', { name: /^image/ });

  async function resumeDraft() {
    await expect(offer().textContent()).resolves.toContain(`« ${title} »`);
    await expect(offer().textContent()).resolves.toContain('Avec 1 photo.');
    await page.getByRole('button', { name: 'Reprendre le brouillon' }).click();
    // As it was left: the photo it ended on still selected, everything in the preview.
    await page.getByText('Image choisie : IMG_0412.jpg').waitFor();
    await expect(preview().textContent()).resolves.toContain(`${title}Les fromages de BanonNous y sommes allés à vélo.`);
    await expect.poll(() => previewPhoto().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }

  async function openMenuEntry(name: string) {
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name }).click();
  }

  it('keeps a draft with a title, a text and a photo through a reload and a trip to the chat, and publishing removes it', async () => {
    await page.getByRole('button', { name: 'Publier un article' }).click();
    await page.waitForURL(`**${product.routes.publish}`);
    await titleField().fill(title);
    await page.getByLabel('Élément sélectionné').selectOption('Bandeau');
    await page.getByLabel('Bandeau', { exact: true }).fill('Les fromages de Banon');
    await page.getByRole('button', { name: 'Ajouter un paragraphe' }).click();
    await page.getByLabel('Texte du paragraphe').fill('Nous y sommes allés à vélo.');
    await page.getByLabel('Choisir une image').setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: photo });
    await previewPhoto().waitFor();
    await page.getByText('Brouillon gardé sur cet appareil').waitFor();
    // Saved as it is typed: the reload asks nothing.
    await expect.poll(() => keptDrafts(page)).toEqual([{ key: expect.stringMatching(/^publish:\d+$/), title, photos: 1 }]);

    await page.reload();
    await resumeDraft();

    await openMenuEntry('Lapinchat');
    const ask = page.getByRole('alertdialog', { name: 'Garder le brouillon ?' });
    await ask.getByRole('button', { name: 'Garder' }).click();
    await page.waitForURL(`**${product.routes.chat}`);

    await openMenuEntry('Accueil');
    await page.getByRole('button', { name: 'Publier un article' }).click();
    await resumeDraft();
    // The browser's back button asks too; Escape stays on the article, where it was.
    await page.goBack();
    await ask.waitFor();
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe(product.routes.publish);
    await expect(preview().textContent()).resolves.toContain(title);
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await page.waitForURL((url) => url.pathname === product.routes.home);
    await page.getByRole('heading', { name: title }).waitFor();
    await expect(keptDrafts(page)).resolves.toEqual([]);

    // Back in the publisher, nothing is offered: a new article starts empty.
    await page.getByRole('button', { name: 'Publier un article' }).click();
    await expect(titleField().inputValue()).resolves.toBe('');
    await expect(offer().count()).resolves.toBe(0);
  });

  it("removes the draft with 'Supprimer le brouillon'", async () => {
    await titleField().fill('Brouillon à effacer');
    await expect.poll(() => keptDrafts(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Supprimer le brouillon' }).click();
    await page.getByRole('alertdialog', { name: 'Supprimer le brouillon ?' }).getByRole('button', { name: 'Supprimer' }).click();
    await expect(titleField().inputValue()).resolves.toBe('');
    await expect.poll(() => keptDrafts(page)).toEqual([]);

    // Nothing left to keep: leaving asks nothing, and a reload offers nothing.
    await page.reload();
    await titleField().waitFor();
    await expect(offer().count()).resolves.toBe(0);
    await openMenuEntry('Lapinchat');
    await page.waitForURL(`**${product.routes.chat}`);
  });

  it("removes for good a draft resumed after a reload, photo included, with 'Supprimer le brouillon'", async () => {
    await openMenuEntry('Accueil');
    await page.getByRole('button', { name: 'Publier un article' }).click();
    await titleField().fill('Brouillon repris puis effacé');
    await page.getByLabel('Choisir une image').setInputFiles({ name: 'IMG_0413.jpg', mimeType: 'image/jpeg', buffer: photo });
    await previewPhoto().waitFor();
    await expect.poll(() => keptDrafts(page)).toEqual([{ key: expect.stringMatching(/^publish:\d+$/), title: 'Brouillon repris puis effacé', photos: 1 }]);

    await page.reload();
    await page.getByRole('button', { name: 'Reprendre le brouillon' }).click();
    await page.getByRole('button', { name: 'Supprimer le brouillon' }).click();
    await page.getByRole('alertdialog', { name: 'Supprimer le brouillon ?' }).getByRole('button', { name: 'Supprimer' }).click();
    await expect(titleField().inputValue()).resolves.toBe('');
    // Reloaded at once, without waiting for the device to settle: nothing comes back.
    await page.reload();
    await titleField().waitFor();
    await expect(offer().count()).resolves.toBe(0);
    await expect(keptDrafts(page)).resolves.toEqual([]);
  });
});
