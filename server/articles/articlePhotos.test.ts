import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import { ARTICLE_PHOTO_GRACE_MS, articleLimits } from '../../shared/articleLimits.ts';
import type { Article } from '../../shared/articleTypes.ts';
import { articlePhotoUrl } from '../../shared/photoUrls.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { SESSION_COOKIE } from '../accounts/sessionCookie.ts';
import { diskMessages } from '../platform/disk/diskMessages.ts';
import { PhotoStore } from '../photos/photoStore.ts';
import { photoMessages } from '../photos/photoMessages.ts';
import { sweepOrphans } from '../photos/orphanSweep.ts';
import { placesRepository } from '../places/placesRepository.ts';
import { readPhotoCapture } from '../places/photoCapture.ts';
import { noCapture } from '../places/itemCapture.ts';
import { image, text } from '../testing/articleRequests.ts';
import { publishStory, uploadArticlePhoto, uploadArticlePhotoOk, uploadedPhoto } from '../testing/articlePhotoRequests.ts';
import { jpegWithExif, testPlaces } from '../testing/exifPhotos.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { multipartForm } from '../testing/multipartForm.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { articleMessages } from './articleMessages.ts';
import { articleImagesRoot } from './articlesPlugin.ts';
import { createArticlePhotosService } from './articlePhotosService.ts';

// Issue 40: photos sent while the writer writes, then a publish that names them, once.

let t: TestApp;
let marie: TestUser;
let paul: TestUser;
let jpeg: Buffer;

const tokenOf = (user: TestUser) => user.token!;
const articleFiles = async () => (await readdir(join(t.dataDir, 'media', 'articles')).catch(() => [])).sort();
const count = async (table: 'articles' | 'article_photos') =>
  Number((await t.app.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
const published = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ article: Article }>().article;
};

beforeAll(async () => {
  jpeg = await makeLandscapeJpeg({ width: 1600, height: 1200 });
  t = await createTestApp();
  marie = await createUser(t.app, { firstName: 'Marie' });
  paul = await createUser(t.app, { firstName: 'Paul' });
});
afterAll(async () => {
  await t.close();
});

describe('photos sent ahead of their article', () => {
  it('stores a photo as an article image, stripped of its place, and keeps the place', async () => {
    const id = await uploadArticlePhotoOk(t.app, tokenOf(marie), await jpegWithExif(testPlaces.annecy, { width: 640, height: 480 }));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await articleFiles()).filter((file) => file.startsWith(id))).toHaveLength(3);
    expect((await placesRepository(t.app.db).capturesOf([id])).get(id)).toMatchObject({ tz: 'Europe/Paris' });
    const screen = await t.app.inject({ method: 'GET', url: articlePhotoUrl(id, 'screen'), cookies: { [SESSION_COOKIE]: tokenOf(marie) } });
    expect(screen.statusCode).toBe(200);
    expect(await readPhotoCapture(screen.rawPayload)).toEqual(noCapture);
  });

  it('publishes a story naming three photos, shown as the spec shows inline images', async () => {
    const ids = [await uploadArticlePhotoOk(t.app, tokenOf(marie), jpeg), await uploadArticlePhotoOk(t.app, tokenOf(marie), jpeg), await uploadArticlePhotoOk(t.app, tokenOf(marie), jpeg)];
    const waitingBefore = await count('article_photos');
    const article = published(
      await publishStory(t.app, tokenOf(marie), { title: 'Le lac', structure: [text(1, 'Premier jour.'), ...ids.map((id, i) => uploadedPhoto(i + 2, id)), text(5, 'Fin.')] }),
    );
    expect(article.content.structure.map(({ type, content }) => ({ type, content }))).toEqual([
      { type: 'text', content: 'Premier jour.' },
      ...ids.map((id) => ({ type: 'image', content: id })),
      { type: 'text', content: 'Fin.' },
    ]);
    for (const element of article.content.structure.filter((each) => each.type === 'image')) {
      expect(element).toEqual({ type: 'image', name: expect.stringMatching(/^photo /) as string, content: element.content, width: 1600, height: 1200, url: articlePhotoUrl(element.content, 'screen') });
    }
    expect(article.thumbnail).toBe(articlePhotoUrl(ids[0]!, 'thumb'));
    expect(await count('article_photos')).toBe(waitingBefore - 3);
    const shown = await postJson(t.app, '/api/article/image', { token: tokenOf(paul), id: article.id, name: ids[1] });
    expect(shown.statusCode).toBe(200);
  });

  it('keeps the spec’s inline images working beside photos sent ahead', async () => {
    const id = await uploadArticlePhotoOk(t.app, tokenOf(marie), jpeg);
    const article = published(
      await publishStory(t.app, tokenOf(marie), { structure: [image(1, 'plage.jpg'), uploadedPhoto(2, id)] }, { files: [{ fileName: 'plage.jpg', bytes: jpeg }] }),
    );
    const [inline, ahead] = article.content.structure;
    expect(inline!.content).not.toBe('plage.jpg');
    expect(inline!.content).toMatch(/^[0-9a-f-]{36}$/);
    expect(ahead!.content).toBe(id);
  });

  it('adds a photo sent ahead to an article being edited, and removes it with the article', async () => {
    const first = published(await publishStory(t.app, tokenOf(marie), { structure: [text(1, 'Avant')] }));
    const id = await uploadArticlePhotoOk(t.app, tokenOf(marie), jpeg);
    const form = await multipartForm([
      ['token', tokenOf(marie)],
      ['id', String(first.id)],
      ['structure', JSON.stringify({ title: 'Après', bandeau: 'Avec une photo', structure: [text(1, 'Après'), uploadedPhoto(2, id)] })],
    ]);
    const edited = await t.app.inject({ method: 'POST', url: '/api/article/edit', payload: form.payload, headers: form.headers });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ article: Article }>().article.content.structure[1]!.content).toBe(id);
    expect((await postJson(t.app, '/api/article/delete', { token: tokenOf(marie), id: first.id })).statusCode).toBe(200);
    expect((await articleFiles()).filter((file) => file.startsWith(id))).toEqual([]);
  });

  it('refuses in French a photo another writer sent, and creates nothing', async () => {
    const theirs = await uploadArticlePhotoOk(t.app, tokenOf(paul), jpeg);
    const before = await count('articles');
    const response = await publishStory(t.app, tokenOf(marie), { structure: [text(1, 'Volée'), uploadedPhoto(2, theirs)] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: articleMessages.photoNotYours('photo 2') });
    expect(await count('articles')).toBe(before);
    // Still Paul's to publish.
    published(await publishStory(t.app, tokenOf(paul), { structure: [uploadedPhoto(1, theirs)] }));
  });

  it('refuses in French an unknown photo, and a photo another article already shows', async () => {
    const unknown = await publishStory(t.app, tokenOf(marie), { structure: [uploadedPhoto(1, '00000000-0000-4000-8000-000000000000')] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: articleMessages.photoUnknown('photo 1') });
    const id = await uploadArticlePhotoOk(t.app, tokenOf(marie), jpeg);
    published(await publishStory(t.app, tokenOf(marie), { structure: [uploadedPhoto(1, id)] }));
    const again = await publishStory(t.app, tokenOf(marie), { structure: [uploadedPhoto(1, id)] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: articleMessages.photoUnknown('photo 1') });
  });

  it('refuses in French a file that is no photo, and keeps nothing of it', async () => {
    const files = await articleFiles();
    const waiting = await count('article_photos');
    const response = await uploadArticlePhoto(t.app, tokenOf(marie), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: photoMessages.unsupportedImage });
    expect(await articleFiles()).toEqual(files);
    expect(await count('article_photos')).toBe(waiting);
  });

  it('refuses in French more photos than an article may name', async () => {
    const ids = Array.from({ length: articleLimits.photos + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const response = await publishStory(t.app, tokenOf(marie), { structure: ids.map((id, i) => uploadedPhoto(i, id)) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: articleMessages.tooManyPhotos });
    expect(articleMessages.tooManyPhotos).toMatch(/^Un article contient au plus \d+ photos/);
  });

  it('refuses in French a photo from a banned relative, a missing token, and two photos at once', async () => {
    const banned = await createUser(t.app, { firstName: 'Banni' });
    expect((await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: banned.id, status: AccessStatus.banned })).statusCode).toBe(200);
    const refused = await uploadArticlePhoto(t.app, tokenOf(banned), jpeg);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: accountMessages.accessSuspended });

    const noToken = await multipartForm([['photo', { bytes: jpeg }]]);
    const first = await t.app.inject({ method: 'POST', url: '/api/article/photo', payload: noToken.payload, headers: noToken.headers });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ message: articleMessages.tokenBeforePhoto });

    const two = await multipartForm([['token', tokenOf(marie)], ['photo', { bytes: jpeg }], ['photo', { bytes: jpeg }]]);
    const files = await articleFiles();
    const twice = await t.app.inject({ method: 'POST', url: '/api/article/photo', payload: two.payload, headers: two.headers });
    expect(twice.statusCode).toBe(413);
    expect(twice.json()).toEqual({ message: articleMessages.onePhotoPerUpload });
    expect(await articleFiles()).toEqual(files);
  });
});

describe('exactly once (clientId)', () => {
  it('answers a repeat with the first article and creates nothing', async () => {
    const id = await uploadArticlePhotoOk(t.app, tokenOf(marie), jpeg);
    const draft = { title: 'Une fois', structure: [text(1, 'Bonjour'), uploadedPhoto(2, id)] };
    const first = published(await publishStory(t.app, tokenOf(marie), draft, { clientId: 'histoire-1' }));
    const before = { articles: await count('articles'), files: await articleFiles() };
    const repeat = published(await publishStory(t.app, tokenOf(marie), draft, { clientId: 'histoire-1' }));
    expect(repeat.id).toBe(first.id);
    expect(repeat.content).toEqual(first.content);
    expect({ articles: await count('articles'), files: await articleFiles() }).toEqual(before);
  });

  it('stores one article, and one set of its files, when the same story arrives twice at once', async () => {
    const before = { articles: await count('articles'), files: await articleFiles() };
    const draft = { structure: [image(1, 'lac.jpg')] };
    const files = [{ fileName: 'lac.jpg', bytes: jpeg }];
    const [a, b] = await Promise.all([publishStory(t.app, tokenOf(marie), draft, { clientId: 'en-double', files }), publishStory(t.app, tokenOf(marie), draft, { clientId: 'en-double', files })]);
    expect(published(a).id).toBe(published(b).id);
    expect(await count('articles')).toBe(before.articles + 1);
    // The loser's files went with its transaction: only the stored article's image set is new.
    const name = published(a).content.structure[0]!.content;
    expect((await articleFiles()).filter((file) => !before.files.includes(file)).map((file) => file.slice(0, name.length))).toEqual([name, name, name]);
  });

  it('makes two stories of the same clientId from two writers', async () => {
    const mine = published(await publishStory(t.app, tokenOf(marie), { title: 'De Marie', structure: [text(1, 'a')] }, { clientId: 'partage' }));
    const his = published(await publishStory(t.app, tokenOf(paul), { title: 'De Paul', structure: [text(1, 'b')] }, { clientId: 'partage' }));
    expect(his.id).not.toBe(mine.id);
    expect([mine.content.title, his.content.title]).toEqual(['De Marie', 'De Paul']);
  });

  it('refuses in French a clientId that is not one, and a clientId on edit', async () => {
    const response = await publishStory(t.app, tokenOf(marie), { structure: [text(1, 'a')] }, { clientId: 'pas un id !' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: articleMessages.clientIdInvalid });
    const form = await multipartForm([['token', tokenOf(marie)], ['id', '1'], ['clientId', 'x']]);
    const edit = await t.app.inject({ method: 'POST', url: '/api/article/edit', payload: form.payload, headers: form.headers });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ message: articleMessages.unexpectedField('clientId') });
  });
});

describe('the sweep of photos never published', () => {
  it('removes a photo no article named once the grace period is over, and then refuses it', async () => {
    const id = await uploadArticlePhotoOk(t.app, tokenOf(marie), await jpegWithExif(testPlaces.tokyo));
    const uploadedAt = Date.now();
    let clock = uploadedAt + ARTICLE_PHOTO_GRACE_MS - 60_000;
    const photos = createArticlePhotosService({ db: t.app.db, images: new PhotoStore(articleImagesRoot(t.dataDir)), log: t.app.log, graceMs: ARTICLE_PHOTO_GRACE_MS, now: () => clock });
    expect(await photos.sweep()).toBe(0);
    expect((await articleFiles()).filter((file) => file.startsWith(id))).toHaveLength(3);

    clock = uploadedAt + ARTICLE_PHOTO_GRACE_MS + 60_000;
    // Every photo uploaded before this test goes too; this one is among them.
    expect(await photos.sweep()).toBeGreaterThanOrEqual(1);
    expect((await articleFiles()).filter((file) => file.startsWith(id))).toEqual([]);
    expect(await placesRepository(t.app.db).capturesOf([id])).toEqual(new Map());
    const late = await publishStory(t.app, tokenOf(marie), { structure: [uploadedPhoto(1, id)] });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: articleMessages.photoUnknown('photo 1') });
  });

  it('never lets the media orphan sweep take a photo waiting for its article', async () => {
    const id = await uploadArticlePhotoOk(t.app, tokenOf(marie), jpeg);
    await sweepOrphans({ db: t.app.db, mediaRoot: articleImagesRoot(t.dataDir), graceMs: 0 });
    expect((await articleFiles()).filter((file) => file.startsWith(id))).toHaveLength(3);
    published(await publishStory(t.app, tokenOf(marie), { structure: [uploadedPhoto(1, id)] }));
  });
});

describe('a nearly full disk', () => {
  let full: TestApp | undefined;
  afterEach(async () => {
    await full?.close();
  });

  it('refuses a photo with 507 in French before a byte of it is stored', async () => {
    full = await createTestApp({ minFreeMb: 512, freeSpace: async () => 400 * 1024 * 1024 });
    const user = await createUser(full.app, { firstName: 'Marie' });
    const response = await uploadArticlePhoto(full.app, user.token!, jpeg);
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: diskMessages.photosRefused });
    expect(await readdir(join(full.dataDir, 'media', 'articles')).catch(() => [])).toEqual([]);
    expect(await readdir(join(full.dataDir, 'uploads'))).toEqual([]);
  });
});
