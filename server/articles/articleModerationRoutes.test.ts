import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../shared/articleTypes.ts';
import { image, publishOk, text } from '../testing/articleRequests.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';

let t: TestApp;
let writer: TestUser;
let reader: TestUser;

const tokenOf = (user: TestUser) => {
  if (!user.token) throw new Error(`${user.firstName} has no token`);
  return user.token;
};

beforeEach(async () => {
  t = await createTestApp();
  writer = await createUser(t.app, { firstName: 'Marie' });
  reader = await createUser(t.app, { firstName: 'Paul' });
});
afterEach(async () => {
  await t.close();
});

describe('admin/deletearticle', () => {
  it("removes someone else's article with its images and comments, for an admin", async () => {
    const photo = { fileName: 'lac.jpg', bytes: await makeLandscapeJpeg({ width: 800, height: 600 }) };
    const article: Article = await publishOk(t.app, tokenOf(writer), { structure: [text(1, 'Au lac'), image(2, 'lac.jpg')] }, [photo]);
    await postJson(t.app, '/api/article/comment', { token: tokenOf(reader), id: article.id, text: 'Bravo' });
    const articlesDir = join(t.dataDir, 'media', 'articles');
    expect((await readdir(articlesDir)).length).toBeGreaterThan(0);

    const done = await postJson(t.app, '/api/admin/deletearticle', { token: await adminToken(t.app), id: article.id });
    expect(done.statusCode).toBe(200);
    expect(done.body).toBe('done');
    expect((await postJson(t.app, '/api/article/get', { token: tokenOf(reader), id: article.id })).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('comments').selectAll().execute()).toEqual([]);
    expect(await readdir(articlesDir)).toEqual([]);
  });

  it('refuses a relative (the writer included), answers 404 for an unknown article, and refuses unknown fields', async () => {
    const article = await publishOk(t.app, tokenOf(writer), { structure: [text(1, 'Au lac')] });
    expect((await postJson(t.app, '/api/admin/deletearticle', { token: tokenOf(reader), id: article.id })).statusCode).toBe(403);
    expect((await postJson(t.app, '/api/admin/deletearticle', { token: tokenOf(writer), id: article.id })).statusCode).toBe(403);
    const missing = await postJson(t.app, '/api/admin/deletearticle', { token: await adminToken(t.app), id: article.id + 50 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Article introuvable' });
    const extra = await postJson(t.app, '/api/admin/deletearticle', { token: await adminToken(t.app), id: article.id, force: true });
    expect(extra.statusCode).toBe(400);
    expect((await postJson(t.app, '/api/article/get', { token: tokenOf(reader), id: article.id })).statusCode).toBe(200);
  });
});
