import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { publishOk, text } from '../server/testing/articleRequests.ts';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { grantedRelative, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

const marie: Relative = { firstName: 'Marie Dupont', email: 'marie@example.org', password: 'carottes-2025' };
const paul: Relative = { firstName: 'Paul Martin', email: 'paul@example.org', password: 'navets-2025' };

describe('articles journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let marieContext: BrowserContext;
  let paulContext: BrowserContext;
  let mariePage: Page;
  let paulPage: Page;
  let marieToken: string;
  const photos: { name: string; mimeType: string; buffer: Buffer }[] = [];

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    browser = await launchChromium();
    marieToken = await grantedRelative(server.app, marie);
    await grantedRelative(server.app, paul);
    for (const seed of [1, 2, 3]) {
      photos.push({ name: `IMG_000${seed}.jpg`, mimeType: 'image/jpeg', buffer: await makeLandscapeJpeg({ width: 1200, height: 900, seed }) });
    }
    marieContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    paulContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    mariePage = await marieContext.newPage();
    paulPage = await paulContext.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Choosing a photo adds it to the article at once, after the selected element. */
  async function addImage(page: Page, photo: (typeof photos)[number]) {
    await page.getByLabel('Choisir une image').setInputFiles(photo);
  }

  // The article's photos, fetched as image bytes from /media. They load lazily, so each is
  // scrolled to, as a reader would, before it counts as shown.
  const articlePhotos = (page: Page) => page.locator('article img[src^="/media/articles/"]');
  const shownPhotos = async (page: Page) => {
    for (const photo of await articlePhotos(page).all()) await photo.scrollIntoViewIfNeeded();
    return articlePhotos(page).evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);
  };

  it('lets a relative publish an article with two photos and two paragraphs', async () => {
    await signIn(mariePage, marie);
    await mariePage.getByText('Aucun article publié').waitFor();
    await mariePage.getByRole('button', { name: 'Publier un article' }).click();
    await mariePage.waitForURL('**/app/publish');

    await mariePage.getByLabel('Titre', { exact: true }).fill('Le lac de Serre-Ponçon');
    await mariePage.getByLabel('Élément sélectionné').selectOption('Bandeau');
    await mariePage.getByLabel('Bandeau', { exact: true }).fill('Une journée au bord de l’eau');
    await mariePage.getByRole('button', { name: 'Ajouter un paragraphe' }).click();
    await mariePage.getByLabel('Texte du paragraphe').fill('Nous sommes partis tôt.');
    await addImage(mariePage, photos[0]!);
    await mariePage.getByRole('button', { name: 'Ajouter un paragraphe' }).click();
    await mariePage.getByLabel('Texte du paragraphe').fill('Les enfants ont nagé.');
    await addImage(mariePage, photos[1]!);
    await expect.poll(() => mariePage.locator('article img').count()).toBe(2);
    expect(await seriousAxeViolations(mariePage)).toEqual([]);

    await mariePage.getByRole('button', { name: 'Publier', exact: true }).click();
    await mariePage.waitForURL((url) => url.pathname === '/app');
    await mariePage.getByRole('heading', { name: 'Le lac de Serre-Ponçon' }).waitFor();
    expect(await seriousAxeViolations(mariePage)).toEqual([]);
  });

  it('shows the article to another relative, with its photos and without Editer', async () => {
    await signIn(paulPage, paul);
    const tile = paulPage.getByRole('listitem').filter({ hasText: 'Le lac de Serre-Ponçon' });
    await tile.getByText('par Marie Dupont').waitFor();
    await tile.getByText('Une journée au bord de l’eau').waitFor();
    // Photos held back, as on a slow phone network: each already takes its place, 1200 × 900.
    const held: Route[] = [];
    let holding = true;
    await paulPage.route('**/media/articles/**', (route) => (holding ? void held.push(route) : route.continue()));
    await tile.getByRole('button').click();
    await paulPage.waitForURL('**/app/article/*');
    await paulPage.getByText('Les enfants ont nagé.').waitFor();
    const waiting = articlePhotos(paulPage).first();
    await expect(waiting.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(0);
    const box = await waiting.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(0.75, 2);
    holding = false;
    for (const route of held) await route.continue();
    await paulPage.unroute('**/media/articles/**');
    await expect.poll(() => shownPhotos(paulPage)).toBe(2);
    const width = await articlePhotos(paulPage).first().evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(width).toBe(1200);
    await expect(paulPage.getByRole('button', { name: 'Editer' }).count()).resolves.toBe(0);
    await expect(paulPage.getByRole('button', { name: 'Supprimer', exact: true }).count()).resolves.toBe(0);

    // Paul comments; the markup he types stays text.
    const thread = paulPage.getByRole('region', { name: 'Commentaires' });
    await thread.getByText("Aucun commentaire pour l'instant. Dites ce que vous en pensez !").waitFor();
    await thread.getByLabel('Votre commentaire').fill('Magnifique !\nOn y retourne en août <b>promis</b>');
    await thread.getByRole('button', { name: 'Commenter' }).click();
    const item = thread.getByRole('listitem').filter({ hasText: 'Paul Martin' });
    await item.getByText('On y retourne en août <b>promis</b>', { exact: false }).waitFor();
    await expect(thread.getByLabel('Votre commentaire').inputValue()).resolves.toBe('');
    await thread.getByText('1 commentaire', { exact: true }).waitFor();
    await expect(item.locator('b').count()).resolves.toBe(0);
    await item.getByRole('button', { name: 'Supprimer le commentaire de Paul Martin' }).waitFor();
    await paulPage.getByRole('link', { name: 'Retour aux articles' }).waitFor();
    expect(await seriousAxeViolations(paulPage)).toEqual([]);
  });

  it('lets the writer edit it (a photo more, a paragraph less), then delete it after confirming', async () => {
    await mariePage.getByRole('listitem').filter({ hasText: 'Le lac de Serre-Ponçon' }).getByRole('button').click();
    // Her device kept the article without comments; opening it brings Paul's, which is not hers to delete.
    const thread = mariePage.getByRole('region', { name: 'Commentaires' });
    await thread.getByRole('listitem').filter({ hasText: 'Paul Martin' }).getByText('Magnifique !').waitFor();
    await expect(thread.getByRole('button', { name: /Supprimer le commentaire/ }).count()).resolves.toBe(0);
    await mariePage.getByRole('button', { name: 'Editer' }).click();
    await mariePage.waitForURL('**/app/editor/*');
    await mariePage.getByLabel('Élément sélectionné').selectOption('paragraphe 3');
    await expect(mariePage.getByLabel('Texte du paragraphe').inputValue()).resolves.toBe('Les enfants ont nagé.');
    expect(await seriousAxeViolations(mariePage)).toEqual([]);
    await mariePage.getByRole('button', { name: "Supprimer l'élément" }).click();
    await addImage(mariePage, photos[2]!);
    await expect.poll(() => mariePage.locator('article img').count()).toBe(3);
    await mariePage.getByRole('button', { name: 'Publier à nouveau' }).click();
    // Issue 40: an edit lands on the article it changed, not on the feed.
    await mariePage.waitForURL((url) => /^\/app\/article\/\d+$/.test(url.pathname));
    await expect.poll(() => shownPhotos(mariePage)).toBe(3);
    await expect(mariePage.getByText('Les enfants ont nagé.').count()).resolves.toBe(0);
    await mariePage.getByText('Nous sommes partis tôt.').waitFor();

    await mariePage.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await mariePage.getByRole('alertdialog', { name: "Voulez vraiment effacer l'article ?" }).waitFor();
    expect(await seriousAxeViolations(mariePage)).toEqual([]);
    await mariePage.getByRole('button', { name: 'Effacer' }).click();
    await mariePage.waitForURL((url) => url.pathname === '/app');
    await mariePage.getByText('Aucun article publié').waitFor();
  });

  it("shows '...' once 16 articles exist, and loads the oldest with it", async () => {
    for (let n = 1; n <= 16; n += 1) {
      await publishOk(server.app, marieToken, { title: `Étape ${n}`, bandeau: `Jour ${n}`, structure: [text(1, `Récit ${n}`)] });
    }
    // A fresh device, so no feed is restored from localStorage.
    const freshContext = await browser.newContext({ baseURL: server.url, locale: 'fr-FR' });
    const page = await freshContext.newPage();
    await signIn(page, paul);
    await page.getByRole('heading', { name: 'Étape 16', exact: true }).waitFor();
    await expect(page.getByRole('listitem').count()).resolves.toBe(15);
    await expect(page.getByRole('heading', { name: 'Étape 1', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Charger les articles plus anciens' }).click();
    await page.getByRole('heading', { name: 'Étape 1', exact: true }).waitFor();
    await expect(page.getByRole('listitem').count()).resolves.toBe(16);
    await freshContext.close();
  });
});
