import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Article, LoadLatestReply, LoadMoreReply, LoadReply } from '../../shared/articleTypes.ts';
import {
  articleImage,
  deleteArticle,
  editArticle,
  image,
  loadArticles,
  loadLatest,
  loadMore,
  publishArticle,
  publishOk,
  sendRawForm,
  text,
  type UploadFile,
} from '../testing/articleRequests.ts';
import {
  exifHasGps,
  makeGif,
  makeLandscapeJpeg,
  makePhonePortraitJpeg,
  makePng,
  makeSpoofedFiles,
} from '../testing/fixtures/makeImages.ts';
import { refuseWrites } from '../testing/failingTrigger.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';

const articlesDir = (dataDir: string) => join(dataDir, 'media', 'articles');

async function storedFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(articlesDir(dataDir))).sort();
  } catch {
    return [];
  }
}

/** What the upload spool still holds: every request takes its files away when it is answered. */
const spooledFiles = (dataDir: string) => readdir(join(dataDir, 'uploads'));

const imageNames = (article: Article) =>
  article.content.structure.filter((element) => element.type === 'image').map((element) => element.content);

describe('article routes', () => {
  let test: TestApp;
  let writer: TestUser;
  let reader: TestUser;
  let photo: UploadFile;
  let otherPhoto: UploadFile;

  const token = (user: TestUser) => {
    if (!user.token) throw new Error(`${user.firstName} has no token`);
    return user.token;
  };
  const countRows = async () => Number((await test.app.db.selectFrom('articles').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

  /** A fresh app and DATA_DIR with two granted relatives, Marie and Paul. */
  const openApp = async () => {
    test = await createTestApp();
    writer = await createUser(test.app, { firstName: 'Marie' });
    reader = await createUser(test.app, { firstName: 'Paul' });
  };
  const closeApp = async () => {
    await test.close();
  };
  /** Each test of the calling describe gets its own app: nothing a failed test leaves behind
   * reaches the next one. */
  const freshAppPerTest = () => {
    beforeEach(openApp);
    afterEach(closeApp);
  };

  beforeAll(async () => {
    photo = { fileName: 'plage.jpg', bytes: await makeLandscapeJpeg({ width: 2400, height: 1800 }) };
    otherPhoto = { fileName: 'IMG_0002.png', mimeType: 'image/png', bytes: await makePng() };
  });

  describe('publish', () => {
    freshAppPerTest();

    it('stores the article with server-made image names, and gives the writer and date back', async () => {
      const before = Date.now();
      const response = await publishArticle(
        test.app,
        token(writer),
        { structure: [text(1, 'Premier paragraphe'), image(2, 'plage.jpg'), image(3, 'IMG_0002.png')] },
        [photo, otherPhoto],
      );
      expect(response.statusCode).toBe(200);
      const { status, article } = response.json<{ status: string; article: Article }>();
      expect(status).toBe('success');
      expect(article).toMatchObject({
        writer: 'Marie',
        comments: [],
        content: { title: 'Au bord du lac', bandeau: 'Une journée au soleil' },
      });
      expect(article.ts).toBeGreaterThanOrEqual(before);
      expect(article.content.structure.map((element) => element.name)).toEqual(['paragraphe 1', 'image 2', 'image 3']);
      const names = imageNames(article);
      expect(names).toHaveLength(2);
      for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}$/);
      const files = await storedFiles(test.dataDir);
      for (const name of names) expect(files).toContain(`${name}.screen.jpg`);
      expect(files).toContain(`${names[1]}.orig.png`);
      expect(await spooledFiles(test.dataDir)).toEqual([]);
    });

    it('keeps the original upright and without GPS, and serves a screen rendition of at most 1600 px', async () => {
      const article = await publishOk(test.app, token(writer), { structure: [image(1, 'portrait.jpg')] }, [
        { fileName: 'portrait.jpg', bytes: await makePhonePortraitJpeg() },
      ]);
      const [name] = imageNames(article);
      if (!name) throw new Error('no image');
      const original = await sharp(join(articlesDir(test.dataDir), `${name}.orig.jpg`)).metadata();
      expect(original.width).toBeLessThan(original.height ?? 0);
      expect(exifHasGps(original.exif)).toBe(false);
      expect(original.exif).toBeUndefined();
      // The reader's page reserves the photo's upright proportions before it arrives.
      expect(article.content.structure[0]).toMatchObject({ width: original.width, height: original.height });

      const response = await articleImage(test.app, token(reader), article.id, name);
      expect(response.statusCode).toBe(200);
      const screen = await sharp(Buffer.from(response.json<{ b64: string }>().b64, 'base64')).metadata();
      expect(screen.format).toBe('jpeg');
      expect(Math.max(screen.width ?? 0, screen.height ?? 0)).toBeLessThanOrEqual(1600);
      expect(screen.width).toBeLessThan(screen.height ?? 0);
    });

    it('accepts a GIF', async () => {
      const article = await publishOk(test.app, token(writer), { structure: [image(1, 'anim.gif')] }, [
        { fileName: 'anim.gif', mimeType: 'image/gif', bytes: await makeGif() },
      ]);
      expect(await storedFiles(test.dataDir)).toContain(`${imageNames(article)[0]}.orig.gif`);
    });

    it('drops elements with empty content before storing', async () => {
      const article = await publishOk(test.app, token(writer), {
        title: '  Le titre  ',
        structure: [text(1, '   '), text(2, 'Gardé'), image(3, ''), text(4, '')],
      });
      expect(article.content.title).toBe('Le titre');
      expect(article.content.structure).toEqual([{ type: 'text', name: 'paragraphe 2', content: 'Gardé' }]);
    });

    it.each([
      ['no title', { title: ' ', structure: [text(1, 'a')] }],
      ['no bandeau', { bandeau: '', structure: [text(1, 'a')] }],
      ['no element', { structure: [] }],
      ['only empty elements', { structure: [text(1, ' '), image(2, '')] }],
    ])('refuses an article with %s', async (_case, draft) => {
      const response = await publishArticle(test.app, token(writer), draft);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("L'article doit avoir un titre, un bandeau et au moins un paragraphe ou une image");
      expect(await countRows()).toBe(0);
    });

    it.each([
      ['not JSON', '{"title": "a", '],
      ['a JSON string', '"bonjour"'],
      ['a structure that is not a list', JSON.stringify({ title: 'a', bandeau: 'b', structure: 'c' })],
      ['an unknown element type', JSON.stringify({ title: 'a', bandeau: 'b', structure: [{ type: 'audio', name: 'v', content: 'x' }] })],
      ['an element without content', JSON.stringify({ title: 'a', bandeau: 'b', structure: [{ type: 'text', name: 'p' }] })],
      ['an extra field', JSON.stringify({ title: 'a', bandeau: 'b', structure: [], author: 'Paul' })],
      ['a number as title', JSON.stringify({ title: 3, bandeau: 'b', structure: [] })],
    ])('answers 400 in French to a structure that is %s', async (_case, structure) => {
      const response = await sendRawForm(test.app, '/api/article/publish', [
        ['token', token(writer)],
        ['structure', structure],
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Requête invalide : la structure de l'article/);
    });

    it('answers 400 when the structure field is missing', async () => {
      const response = await sendRawForm(test.app, '/api/article/publish', [['token', token(writer)]]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Requête invalide : champ « structure » manquant');
    });

    it('refuses a spoofed image by its content, and leaves no file and no row', async () => {
      for (const spoofed of await makeSpoofedFiles()) {
        const response = await publishArticle(test.app, token(writer), { structure: [image(1, 'plage.jpg'), image(2, 'photo.jpg')] }, [
          photo,
          { ...spoofed, fileName: 'photo.jpg' },
        ]);
        expect(response.statusCode).toBe(415);
        expect(response.json().message).toMatch(/Format d'image non accepté|Image illisible/);
      }
      expect(await storedFiles(test.dataDir)).toEqual([]);
      expect(await spooledFiles(test.dataDir)).toEqual([]);
      expect(await countRows()).toBe(0);
    });

    it('refuses an image element whose file was not sent', async () => {
      const response = await publishArticle(test.app, token(writer), { structure: [image(1, 'absente.jpg')] }, [photo]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("L'image « absente.jpg » n'a pas été reçue");
      expect(await storedFiles(test.dataDir)).toEqual([]);
    });

    it('refuses two files with the same name', async () => {
      const response = await publishArticle(test.app, token(writer), { structure: [image(1, 'plage.jpg')] }, [photo, photo]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Deux images portent le nom « plage.jpg »');
    });

    it('requires a granted token, sent before the files', async () => {
      const noToken = await sendRawForm(test.app, '/api/article/publish', [['structure', JSON.stringify({ title: 'a', bandeau: 'b', structure: [text(1, 'c')] })]]);
      expect(noToken.statusCode).toBe(401);
      const badToken = await publishArticle(test.app, 'pas-un-jeton', { structure: [text(1, 'c')] });
      expect(badToken.statusCode).toBe(401);
      const waiting = await createUser(test.app, { access: 0 });
      expect(waiting.token).toBeNull();
      const filesFirst = await sendRawForm(test.app, '/api/article/publish', [
        ['images', photo],
        ['token', token(writer)],
        ['structure', JSON.stringify({ title: 'a', bandeau: 'b', structure: [image(1, 'plage.jpg')] })],
      ]);
      expect(filesFirst.statusCode).toBe(400);
      expect(filesFirst.json().message).toBe('Requête invalide : le champ « token » doit précéder les images');
      const json = await postJson(test.app, '/api/article/publish', { token: token(writer), structure: '{}' });
      expect(json.statusCode).toBe(415);
      expect(await countRows()).toBe(0);
    });

    it('refuses unexpected fields', async () => {
      const response = await sendRawForm(test.app, '/api/article/publish', [
        ['token', token(writer)],
        ['writer', 'Paul'],
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Requête invalide : champ « writer » non attendu');
    });
  });

  describe('paging', () => {
    let ids: number[] = [];

    // One app for the describe: every test here only reads the sixteen articles.
    beforeAll(async () => {
      await openApp();
      ids = [];
      for (let n = 1; n <= 16; n += 1) {
        ids.push((await publishOk(test.app, token(n % 2 ? writer : reader), { title: `Article ${n}`, structure: [text(1, `n° ${n}`)] })).id);
      }
    });
    afterAll(closeApp);

    it('loads the newest 15, newest first, with firstid the newest and lastid the oldest', async () => {
      const page = (await loadArticles(test.app, token(reader))).json<LoadReply>();
      expect(page.articles.map((article) => article.id)).toEqual(ids.slice(1).reverse());
      expect(page.firstid).toBe(ids[15]);
      expect(page.lastid).toBe(ids[1]);
      expect(page.articles[0]).toMatchObject({ writer: 'Paul', content: { title: 'Article 16' } });
    });

    it('loads the older rest with loadmore, then nothing and the same lastid', async () => {
      const more = (await loadMore(test.app, token(reader), ids[1] ?? 0)).json<LoadMoreReply>();
      expect(more.articles.map((article) => article.id)).toEqual([ids[0]]);
      expect(more.lastid).toBe(ids[0]);
      const none = (await loadMore(test.app, token(reader), ids[0] ?? 0)).json<LoadMoreReply>();
      expect(none).toEqual({ articles: [], lastid: ids[0] });
    });

    it('loads newer articles with loadlatest, fifteen at a time from firstid, without gaps', async () => {
      const none = (await loadLatest(test.app, token(reader), ids[15] ?? 0)).json<LoadLatestReply>();
      expect(none).toEqual({ articles: [], firstid: ids[15] });
      const newer = (await loadLatest(test.app, token(reader), ids[13] ?? 0)).json<LoadLatestReply>();
      expect(newer.articles.map((article) => article.id)).toEqual([ids[15], ids[14]]);
      expect(newer.firstid).toBe(ids[15]);
      const fromStart = (await loadLatest(test.app, token(reader), 0)).json<LoadLatestReply>();
      expect(fromStart.articles.map((article) => article.id)).toEqual(ids.slice(0, 15).reverse());
      expect(fromStart.firstid).toBe(ids[14]);
    });

    it('validates paging bodies and tokens', async () => {
      expect((await loadMore(test.app, token(reader), -1)).statusCode).toBe(400);
      expect((await postJson(test.app, '/api/article/loadmore', { token: token(reader), lastid: '5' })).statusCode).toBe(400);
      expect((await postJson(test.app, '/api/article/loadlatest', { token: token(reader) })).json().message).toBe(
        'Requête invalide : champ « firstid » manquant',
      );
      expect((await loadArticles(test.app, 'inconnu')).statusCode).toBe(401);
    });
  });

  describe('empty feed', () => {
    freshAppPerTest();

    it('answers an empty feed with ids 0', async () => {
      const response = await loadArticles(test.app, await adminToken(test.app));
      expect(response.json()).toEqual({ articles: [], firstid: 0, lastid: 0 });
    });
  });

  describe('edit and delete', () => {
    let article: Article;

    freshAppPerTest();
    beforeEach(async () => {
      article = await publishOk(
        test.app,
        token(writer),
        { structure: [text(1, 'Un'), image(2, 'plage.jpg'), text(3, 'Deux'), image(4, 'IMG_0002.png')] },
        [photo, otherPhoto],
      );
    });

    it('lets the writer add a photo, remove a paragraph and an image; removed files go away', async () => {
      const [kept, dropped] = imageNames(article);
      if (!kept || !dropped) throw new Error('two images expected');
      const response = await editArticle(
        test.app,
        token(writer),
        article.id,
        { title: 'Nouveau titre', structure: [text(1, 'Un'), image(2, kept), image(5, 'nouvelle.jpg')] },
        [{ fileName: 'nouvelle.jpg', bytes: await makeLandscapeJpeg({ width: 800, height: 600, seed: 7 }) }],
      );
      expect(response.statusCode).toBe(200);
      const edited = response.json<{ status: string; article: Article }>();
      expect(edited.status).toBe('success');
      expect(edited.article).toMatchObject({ id: article.id, writer: 'Marie', content: { title: 'Nouveau titre' } });
      expect(edited.article.ts).toBeGreaterThanOrEqual(article.ts);
      const names = imageNames(edited.article);
      expect(names[0]).toBe(kept);
      expect(names[1]).toMatch(/^[0-9a-f-]{36}$/);
      // The kept photo keeps the size it was stored with; the new one brings its own.
      const [keptElement, newElement] = edited.article.content.structure.filter((element) => element.type === 'image');
      expect(keptElement).toMatchObject({ width: 2400, height: 1800 });
      expect(newElement).toMatchObject({ width: 800, height: 600 });
      const files = await storedFiles(test.dataDir);
      expect(files.filter((file) => file.startsWith(dropped))).toEqual([]);
      expect(files.filter((file) => file.startsWith(kept))).toHaveLength(3);
      expect((await articleImage(test.app, token(reader), article.id, dropped)).statusCode).toBe(404);
    });

    it("refuses someone else's edit, checked by account, and changes nothing", async () => {
      const response = await editArticle(test.app, token(reader), article.id, { title: 'Piraté', structure: [text(1, 'x')] });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Seul l'auteur de l'article peut le modifier ou le supprimer");
      const admin = await editArticle(test.app, await adminToken(test.app), article.id, { title: 'Piraté', structure: [text(1, 'x')] });
      expect(admin.statusCode).toBe(403);
      const stored = (await loadArticles(test.app, token(reader))).json<LoadReply>().articles.find((a) => a.id === article.id);
      expect(stored?.content).toEqual(article.content);
    });

    it("refuses to attach another article's image", async () => {
      const other = await publishOk(test.app, token(reader), { structure: [image(1, 'plage.jpg')] }, [photo]);
      const [foreign] = imageNames(other);
      const response = await editArticle(test.app, token(writer), article.id, { structure: [image(1, foreign ?? '')] });
      expect(response.statusCode).toBe(400);
      const stored = (await loadArticles(test.app, token(writer))).json<LoadReply>().articles.find((a) => a.id === article.id);
      expect(stored?.content).toEqual(article.content);
    });

    it('validates the id and answers 404 for an unknown article', async () => {
      const missingId = await sendRawForm(test.app, '/api/article/edit', [
        ['token', token(writer)],
        ['structure', JSON.stringify({ title: 'a', bandeau: 'b', structure: [text(1, 'c')] })],
      ]);
      expect(missingId.json().message).toBe('Requête invalide : champ « id » manquant');
      const badId = await sendRawForm(test.app, '/api/article/edit', [
        ['token', token(writer)],
        ['id', '../1'],
        ['structure', JSON.stringify({ title: 'a', bandeau: 'b', structure: [text(1, 'c')] })],
      ]);
      expect(badId.statusCode).toBe(400);
      const unknown = await editArticle(test.app, token(writer), 999_999, { structure: [text(1, 'c')] });
      expect(unknown.statusCode).toBe(404);
      expect((await deleteArticle(test.app, token(writer), 999_999)).statusCode).toBe(404);
    });

    it('refuses new images over the 19.5 MB edit budget', async () => {
      const heavy = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20 * 1024 * 1024, 1)]);
      const response = await editArticle(test.app, token(writer), article.id, { structure: [image(1, 'lourde.jpg')] }, [
        { fileName: 'lourde.jpg', bytes: heavy },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('Les images dépassent 19.5 Mo pour cet article');
    });

    it('counts the budget over all the new images of a request', async () => {
      const tenMegabytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024, 1)]);
      const response = await editArticle(test.app, token(writer), article.id, { structure: [image(1, 'a.jpg'), image(2, 'b.jpg')] }, [
        { fileName: 'a.jpg', bytes: tenMegabytes },
        { fileName: 'b.jpg', bytes: tenMegabytes },
      ]);
      expect(response.statusCode).toBe(413);
      expect(await countRows()).toBe(1);
      expect(await spooledFiles(test.dataDir)).toEqual([]);
    });

    it("refuses someone else's delete; the writer's delete answers done and removes rows and files", async () => {
      const refused = await deleteArticle(test.app, token(reader), article.id);
      expect(refused.statusCode).toBe(403);
      expect(await countRows()).toBe(1);

      const done = await deleteArticle(test.app, token(writer), article.id);
      expect(done.statusCode).toBe(200);
      expect(done.body).toBe('done');
      expect(await countRows()).toBe(0);
      expect(await storedFiles(test.dataDir)).toEqual([]);
      expect((await articleImage(test.app, token(reader), article.id, imageNames(article)[0] ?? '')).statusCode).toBe(404);
    });
  });

  describe('image call', () => {
    freshAppPerTest();

    it('serves only images the article refers to', async () => {
      const article = await publishOk(test.app, token(writer), { structure: [image(1, 'plage.jpg')] }, [photo]);
      for (const name of ['../lapin.sqlite', '00000000-0000-0000-0000-000000000000', 'plage.jpg']) {
        const response = await articleImage(test.app, token(reader), article.id, name);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe("Cette image n'appartient pas à l'article");
      }
      expect((await articleImage(test.app, 'inconnu', article.id, imageNames(article)[0] ?? '')).statusCode).toBe(401);
    });
  });

  describe('atomicity', () => {
    freshAppPerTest();

    it('leaves no files when the database refuses a publish', async () => {
      await refuseWrites(test.app.db, 'articles', 'insert');
      const response = await publishArticle(test.app, token(writer), { structure: [image(1, 'plage.jpg'), image(2, 'IMG_0002.png')] }, [
        photo,
        otherPhoto,
      ]);
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Une erreur interne est survenue');
      expect(await storedFiles(test.dataDir)).toEqual([]);
      expect(await spooledFiles(test.dataDir)).toEqual([]);
      expect(await countRows()).toBe(0);
    });

    it('keeps the old article and files, and drops the new files, when the database refuses an edit', async () => {
      const article = await publishOk(test.app, token(writer), { structure: [image(1, 'plage.jpg')] }, [photo]);
      const before = await storedFiles(test.dataDir);
      await refuseWrites(test.app.db, 'articles', 'update');
      const response = await editArticle(test.app, token(writer), article.id, { structure: [image(1, 'IMG_0002.png')] }, [otherPhoto]);
      expect(response.statusCode).toBe(500);
      expect(await storedFiles(test.dataDir)).toEqual(before);
      const stored = (await loadArticles(test.app, token(writer))).json<LoadReply>().articles[0];
      expect(stored?.content.structure).toEqual(article.content.structure);
    });
  });
});
