import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Article, LoadReply, StructureElementInput } from '../../shared/articleTypes.ts';
import { editArticle, image, loadArticles, publishArticle, publishOk, text, type UploadFile } from '../testing/articleRequests.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '../testing/testApp.ts';

// Issue 40: a photo of an article may carry a caption, an optional extra of the spec's image
// element that the spec's clients ignore; an article without captions is stored as before.

const withCaption = (element: StructureElementInput, caption: string): StructureElementInput => ({ ...element, caption });

describe('photo captions', () => {
  let test: TestApp;
  let writer: TestUser;
  let photo: UploadFile;
  let otherPhoto: UploadFile;

  const token = () => {
    if (!writer.token) throw new Error('Marie has no token');
    return writer.token;
  };
  const readBack = async (id: number) => {
    const reply = (await loadArticles(test.app, token())).json<LoadReply>();
    const article = reply.articles.find((candidate) => candidate.id === id);
    if (!article) throw new Error(`article ${id} is not in the feed`);
    return article.content.structure;
  };

  beforeAll(async () => {
    photo = { fileName: 'ponton.jpg', bytes: await makeLandscapeJpeg({ width: 800, height: 600 }) };
    otherPhoto = { fileName: 'lac.jpg', bytes: await makeLandscapeJpeg({ width: 800, height: 600, seed: 3 }) };
  });
  beforeEach(async () => {
    test = await createTestApp();
    writer = await createUser(test.app, { firstName: 'Marie' });
  });
  afterEach(async () => {
    await test.close();
  });

  it('stores a trimmed caption under its photo, and none for a blank caption or a paragraph', async () => {
    const article = await publishOk(
      test.app,
      token(),
      {
        structure: [
          withCaption(text(1, 'Nous sommes partis tôt.'), 'ignorée'),
          withCaption(image(2, 'ponton.jpg'), '  Le ponton au petit matin '),
          withCaption(image(3, 'lac.jpg'), '   '),
        ],
      },
      [photo, otherPhoto],
    );
    for (const structure of [article.content.structure, await readBack(article.id)]) {
      expect(structure.map((element) => element.caption)).toEqual([undefined, 'Le ponton au petit matin', undefined]);
      expect(structure.filter((element) => 'caption' in element)).toHaveLength(1);
    }
  });

  it('lets the writer caption a photo the article keeps, and change or remove it', async () => {
    const article = await publishOk(test.app, token(), { structure: [image(1, 'ponton.jpg')] }, [photo]);
    const stored = article.content.structure[0]!.content;
    const captioned = await editArticle(test.app, token(), article.id, { structure: [withCaption(image(1, stored), 'Le ponton')] });
    expect(captioned.statusCode).toBe(200);
    expect((await readBack(article.id))[0]).toMatchObject({ content: stored, caption: 'Le ponton', width: 800, height: 600 });
    await editArticle(test.app, token(), article.id, { structure: [image(1, stored)] });
    expect((await readBack(article.id))[0]?.caption).toBeUndefined();
  });

  it('refuses a caption too long or with invisible characters, in French, and stores nothing', async () => {
    const tooLong = await publishArticle(test.app, token(), { structure: [withCaption(image(1, 'ponton.jpg'), 'é'.repeat(301))] }, [photo]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: "La légende d'une photo dépasse 300 caractères" });
    const hidden = await publishArticle(test.app, token(), { structure: [withCaption(image(1, 'ponton.jpg'), 'Le\u0007 ponton')] }, [photo]);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toEqual({ message: "La légende d'une photo contient des caractères invisibles non permis" });
    expect((await loadArticles(test.app, token())).json<LoadReply>().articles).toEqual([]);
    // 300 characters are accepted.
    const longest: Article = await publishOk(test.app, token(), { structure: [withCaption(image(1, 'ponton.jpg'), 'é'.repeat(300))] }, [photo]);
    expect(longest.content.structure[0]?.caption).toHaveLength(300);
  });
});
