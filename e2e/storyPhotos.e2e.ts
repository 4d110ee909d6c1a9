import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeLandscapeJpeg } from '../server/testing/fixtures/makeImages.ts';
import { launchChromium } from './support/browser.ts';
import { grantedRelative, phone, signIn, type Relative } from './support/family.ts';
import { startServer, type RunningServer } from './support/startServer.ts';

const marie: Relative = { firstName: 'Marie Dupont', email: 'marie@example.org', password: 'carottes-2025' };

interface PublishedStory {
  status: number;
  id?: number;
  images?: string[];
}

/**
 * Issue 40 as a phone does it, from the page: three photos sent ahead (`POST /api/article/photo`,
 * the browser's own multipart), then a story that names them, sent twice under one clientId.
 */
function publishFromThePage(page: Page, token: string, photos: string[]): Promise<PublishedStory[]> {
  return page.evaluate(
    async ({ token, photos }) => {
      const ids: string[] = [];
      for (const b64 of photos) {
        const form = new FormData();
        form.append('token', token);
        form.append('photo', new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }), 'photo.jpg');
        const response = await fetch('/api/article/photo', { method: 'POST', body: form });
        ids.push(((await response.json()) as { id: string }).id);
      }
      const structure = {
        title: 'Trois photos du lac',
        bandeau: 'Envoyées pendant que j’écrivais.',
        structure: [{ type: 'text', name: 'paragraphe 1', content: 'Le matin, le soir.' }, ...ids.map((id, i) => ({ type: 'image', name: `photo ${i + 1}`, content: id, photo: true }))],
      };
      const publish = async () => {
        const form = new FormData();
        form.append('token', token);
        form.append('clientId', 'recit-du-lac');
        form.append('structure', JSON.stringify(structure));
        const response = await fetch('/api/article/publish', { method: 'POST', body: form });
        const body = (await response.json()) as { article?: { id: number; content: { structure: { type: string; content: string }[] } } };
        return { status: response.status, id: body.article?.id, images: body.article?.content.structure.filter((e) => e.type === 'image').map((e) => e.content) };
      };
      return [await publish(), await publish()];
    },
    { token, photos },
  );
}

describe('a story told with photos sent ahead', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServer(inject('clientDir'));
    browser = await launchChromium();
    token = await grantedRelative(server.app, marie);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('publishes once with three photos sent ahead, and the article shows them', async () => {
    const context = await browser.newContext({ ...phone, baseURL: server.url, locale: 'fr-FR' });
    const page = await context.newPage();
    await signIn(page, marie);
    const photos = await Promise.all([1, 2, 3].map(async (seed) => (await makeLandscapeJpeg({ width: 1200, height: 900, seed })).toString('base64')));

    const [first, repeat] = await publishFromThePage(page, token, photos);
    expect(first).toMatchObject({ status: 200, images: [expect.any(String), expect.any(String), expect.any(String)] });
    expect(repeat).toEqual(first);

    await page.goto(`/app/article/${first!.id}`);
    await page.getByText('Le matin, le soir.').waitFor();
    const images = page.locator('article img[src^="/media/articles/"]');
    await expect.poll(() => images.count()).toBe(3);
    for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => images.evaluateAll((shown) => shown.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length))
      .toBe(3);
    const count = await server.app.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    await context.close();
  });
});
