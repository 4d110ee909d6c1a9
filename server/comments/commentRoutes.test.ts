import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article, ArticleComment } from '../../shared/articleTypes.ts';
import { loadArticles, loadLatest, loadMore, publishOk, text } from '../testing/articleRequests.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { commentMessages } from './commentMessages.ts';

describe('comment routes', () => {
  let test: TestApp;
  let writer: TestUser;
  let reader: TestUser;
  let article: Article;

  const token = (user: TestUser) => {
    if (!user.token) throw new Error(`${user.firstName} has no token`);
    return user.token;
  };
  const comment = (who: string, id: number, body: string) => postJson(test.app, '/api/article/comment', { token: who, id, text: body });
  const uncomment = (who: string, id: number, commentId: number) =>
    postJson(test.app, '/api/article/uncomment', { token: who, id, commentId });
  const commentOk = async (who: string, id: number, body: string): Promise<ArticleComment> => {
    const response = await comment(who, id, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ comment: ArticleComment }>().comment;
  };
  const getArticle = async (who: string, id: number) =>
    (await postJson(test.app, '/api/article/get', { token: who, id })).json<{ article: Article }>().article;

  beforeEach(async () => {
    test = await createTestApp();
    writer = await createUser(test.app, { firstName: 'Marie' });
    reader = await createUser(test.app, { firstName: 'Paul' });
    article = await publishOk(test.app, token(writer), { structure: [text(1, 'Au soleil')] });
  });

  afterEach(async () => {
    await test.close();
  });

  it('adds a comment with its writer and date, and every article reply carries the thread oldest first', async () => {
    const before = Date.now();
    const first = await commentOk(token(reader), article.id, '  Quelle belle journée !  ');
    expect(first).toEqual({ id: expect.any(Number), writer: 'Paul', ts: expect.any(Number), text: 'Quelle belle journée !' });
    expect(first.ts).toBeGreaterThanOrEqual(before);
    const second = await commentOk(token(writer), article.id, 'Merci Paul,\r\non y retourne demain.');
    expect(second.text).toBe('Merci Paul,\non y retourne demain.');

    // Issue 25: the article replies carry each comment's reactions, none here.
    const thread = [first, second].map((comment) => ({ ...comment, reactions: [] }));
    expect((await getArticle(token(reader), article.id)).comments).toEqual(thread);
    const feed = (await loadArticles(test.app, token(reader))).json<{ articles: Article[] }>();
    expect(feed.articles[0]?.comments).toEqual(thread);
    const newer = await publishOk(test.app, token(writer), { structure: [text(1, 'Le lendemain')] });
    expect((await loadLatest(test.app, token(reader), article.id)).json<{ articles: Article[] }>().articles).toEqual([
      expect.objectContaining({ id: newer.id, comments: [] }),
    ]);
    expect((await loadMore(test.app, token(reader), newer.id)).json<{ articles: Article[] }>().articles).toEqual([
      expect.objectContaining({ id: article.id, comments: thread }),
    ]);
  });

  it('keeps a comment as typed text: markup stays characters, never HTML', async () => {
    const hostile = '<img src=x onerror="alert(1)"> & <script>alert(2)</script>';
    expect((await commentOk(token(reader), article.id, hostile)).text).toBe(hostile);
  });

  it('refuses a blank, too long or control-laden comment in French, and stores nothing', async () => {
    for (const [body, message] of [
      ['   \n\t ', commentMessages.commentBlank],
      ['\u200b\u200b', commentMessages.commentBlank],
      ['a'.repeat(2001), commentMessages.commentTooLong],
      ['bonjour\u0000', commentMessages.commentControl],
      ['gnp.\u202eexe', commentMessages.commentControl],
      ['\u001b[31mrouge', commentMessages.commentControl],
    ] as const) {
      const response = await comment(token(reader), article.id, body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toEqual({ message: message });
    }
    // 2,000 characters counted as people see them: emoji are one each.
    expect((await commentOk(token(reader), article.id, '🐰'.repeat(2000))).text).toHaveLength(4000);
    expect((await getArticle(token(reader), article.id)).comments).toHaveLength(1);
  });

  it('answers 404 for an article that does not exist, and 401 without a valid token', async () => {
    expect((await comment(token(reader), article.id + 100, 'Bonjour')).statusCode).toBe(404);
    expect((await comment('pas-un-jeton', article.id, 'Bonjour')).statusCode).toBe(401);
  });

  it('refuses unknown fields and wrong types with a 400', async () => {
    const extra = await postJson(test.app, '/api/article/comment', { token: token(reader), id: article.id, text: 'a', html: '<b>' });
    expect(extra.statusCode).toBe(400);
    const wrongType = await postJson(test.app, '/api/article/uncomment', { token: token(reader), id: article.id, commentId: '1' });
    expect(wrongType.statusCode).toBe(400);
  });

  it('lets the writer of a comment delete it, and nobody else but an admin', async () => {
    const byReader = await commentOk(token(reader), article.id, 'Premier !');
    const byWriter = await commentOk(token(writer), article.id, 'Deuxième');

    // The article's writer does not own the reader's comment.
    const refused = await uncomment(token(writer), article.id, byReader.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: commentMessages.notCommentWriter });

    expect((await uncomment(token(reader), article.id, byReader.id)).body).toBe('done');
    expect((await uncomment(await adminToken(test.app), article.id, byWriter.id)).statusCode).toBe(200);
    expect((await getArticle(token(reader), article.id)).comments).toEqual([]);

    const gone = await uncomment(token(reader), article.id, byReader.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: commentMessages.commentNotFound });
  });

  it('does not delete a comment through another article id', async () => {
    const other = await publishOk(test.app, token(writer), { structure: [text(1, 'Autre')] });
    const made = await commentOk(token(reader), article.id, 'Ici');
    expect((await uncomment(token(reader), other.id, made.id)).statusCode).toBe(404);
    expect((await getArticle(token(reader), article.id)).comments).toHaveLength(1);
  });

  it('removes the thread with its article', async () => {
    await commentOk(token(reader), article.id, 'Au revoir');
    expect((await postJson(test.app, '/api/article/delete', { token: token(writer), id: article.id })).statusCode).toBe(200);
    const rows = await test.app.db.selectFrom('comments').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('holds an account back after a burst of comments, in French, without touching the others', async () => {
    for (let n = 0; n < 10; n += 1) await commentOk(token(reader), article.id, `Message ${n}`);
    const held = await comment(token(reader), article.id, 'Un de trop');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ message: commentMessages.tooManyComments });
    await commentOk(token(writer), article.id, 'Moi je peux encore');
  });
});
