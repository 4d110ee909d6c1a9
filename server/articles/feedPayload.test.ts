import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article, LoadReply } from '../../shared/articleTypes.ts';
import { articleImage, image, loadArticles, publishOk, text } from '../testing/articleRequests.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '../testing/testApp.ts';

// Runs on SQLite only (vitest.config.ts): the page's bytes come from the same rows on either
// database, and its 25 photos of 12 MP made it the longest test of the PostgreSQL run too.

const imageNames = (article: Article) =>
  article.content.structure.filter((element) => element.type === 'image').map((element) => element.content);

describe('payload budget', () => {
  let test: TestApp;
  let writer: TestUser;
  let reader: TestUser;
  const token = (user: TestUser) => {
    if (!user.token) throw new Error(`${user.firstName} has no token`);
    return user.token;
  };

  beforeEach(async () => {
    test = await createTestApp();
    writer = await createUser(test.app, { firstName: 'Marie' });
    reader = await createUser(test.app, { firstName: 'Paul' });
  });
  afterEach(async () => {
    await test.close();
  });

  it('keeps a feed page of 15 articles with 12 MP photos under 0.5 MB', { timeout: 120_000 }, async () => {
    const bigPhotos = await Promise.all(
      [1, 2, 3].map(async (seed) => ({ fileName: `IMG_${seed}.jpg`, bytes: await makeLandscapeJpeg({ seed }) })),
    );
    expect(bigPhotos[0]?.bytes.length).toBeGreaterThan(4_000_000);
    const long = 'Nous avons marché le long du lac, les enfants ont couru derrière les canards. '.repeat(6);
    for (let n = 1; n <= 15; n += 1) {
      // Five articles carry three 12 MP photos each; the others one, to keep the test short.
      const photos = n <= 5 ? bigPhotos : bigPhotos.slice(0, 1);
      await publishOk(
        test.app,
        token(writer),
        { title: `Jour ${n} au bord du lac`, structure: [text(1, long), ...photos.map((p, i) => image(i + 2, p.fileName)), text(9, long)] },
        photos,
      );
    }
    const response = await loadArticles(test.app, token(reader));
    const page = response.json<LoadReply>();
    expect(page.articles).toHaveLength(15);
    expect(page.articles.flatMap(imageNames)).toHaveLength(25);
    expect(Buffer.byteLength(response.body)).toBeLessThan(500_000);

    const first = page.articles[0];
    const screen = await articleImage(test.app, token(reader), first?.id ?? 0, imageNames(first as Article)[0] ?? '');
    const metadata = await sharp(Buffer.from(screen.json<{ b64: string }>().b64, 'base64')).metadata();
    expect(metadata.width).toBe(1600);
  });
});
