import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { videoMessages } from '../videos/videoMessages.ts';
import { publishOk, text } from '../testing/articleRequests.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { commentMessages } from './commentMessages.ts';

// The thread of a video has the rules of an article's (commentRoutes.test.ts): these tests show
// each rule once more through /api/video/, and what is a video's own (its thread in get and list,
// and going with the video).
describe('video comment routes', () => {
  let test: TestApp;
  let uploader: TestUser;
  let relative: TestUser;
  let videoId: string;

  const token = (user: TestUser) => user.token!;
  const comment = (who: string, id: string, text: string) => postJson(test.app, '/api/video/comment', { token: who, id, text });
  const uncomment = (who: string, id: string, commentId: number) => postJson(test.app, '/api/video/uncomment', { token: who, id, commentId });
  const commentOk = async (who: string, id: string, text: string): Promise<ArticleComment> => {
    const response = await comment(who, id, text);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ comment: ArticleComment }>().comment;
  };
  const getVideo = async (who: string, id: string) => (await postJson(test.app, '/api/video/get', { token: who, id })).json<{ video: Video }>().video;
  const listVideos = async (who: string) => (await postJson(test.app, '/api/video/list', { token: who })).json<{ videos: Video[] }>().videos;

  /** A video row as a job leaves it, without running one (the thread does not care about its files). */
  async function insertVideo(owner: TestUser, status: 'ready' | 'processing' | 'failed' = 'ready'): Promise<string> {
    const id = randomUUID();
    const row = await test.app.db.selectFrom('users').select('id').where('first_name', '=', owner.firstName).executeTakeFirstOrThrow();
    await test.app.db
      .insertInto('videos')
      .values({ id, title: 'Au lac', description: '', uploader_id: row.id, ts: Date.now(), status, message: status === 'failed' ? 'illisible' : null, source_file: null })
      .execute();
    return id;
  }

  beforeEach(async () => {
    test = await createTestApp();
    uploader = await createUser(test.app, { firstName: 'Marie' });
    relative = await createUser(test.app, { firstName: 'Paul' });
    videoId = await insertVideo(uploader);
  });
  afterEach(async () => {
    await test.close();
  });

  it('adds a comment with its writer and date, and get and list carry the thread oldest first', async () => {
    const before = Date.now();
    const first = await commentOk(token(relative), videoId, '  Quelles vagues !  ');
    expect(first).toEqual({ id: expect.any(Number), writer: 'Paul', ts: expect.any(Number), text: 'Quelles vagues !' });
    expect(first.ts).toBeGreaterThanOrEqual(before);
    const second = await commentOk(token(uploader), videoId, 'Merci Paul,\r\nc’était à Étretat.');
    expect(second.text).toBe('Merci Paul,\nc’était à Étretat.');
    const other = await insertVideo(relative);
    const elsewhere = await commentOk(token(uploader), other, 'Une autre');

    // Each with its reactions (issue 25), none yet.
    const carried = (comment: ArticleComment) => ({ ...comment, reactions: [] });
    expect((await getVideo(token(relative), videoId)).comments).toEqual([first, second].map(carried));
    const list = await listVideos(token(relative));
    expect(list.find((video) => video.id === videoId)?.comments).toEqual([first, second].map(carried));
    expect(list.find((video) => video.id === other)?.comments).toEqual([elsewhere].map(carried));
  });

  it('refuses a blank, too long or control-laden comment in French, as under an article, and stores nothing', async () => {
    for (const [text, message] of [
      ['   \n\t ', commentMessages.commentBlank],
      ['a'.repeat(2001), commentMessages.commentTooLong],
      ['bonjour\u0000', commentMessages.commentControl],
      ['gnp.\u202eexe', commentMessages.commentControl],
    ] as const) {
      const response = await comment(token(relative), videoId, text);
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await getVideo(token(relative), videoId)).comments).toEqual([]);
  });

  it('answers 404 in French for a video that does not exist, 401 without a valid token, 400 for a malformed body', async () => {
    const missing = await comment(token(relative), randomUUID(), 'Bonjour');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: videoMessages.videoNotFound });
    expect((await comment('pas-un-jeton', videoId, 'Bonjour')).statusCode).toBe(401);
    expect((await comment(token(relative), 'pas-un-uuid', 'Bonjour')).statusCode).toBe(400);
    expect((await postJson(test.app, '/api/video/comment', { token: token(relative), id: videoId, text: 'a', html: '<b>' })).statusCode).toBe(400);
    expect((await postJson(test.app, '/api/video/uncomment', { token: token(relative), id: videoId, commentId: '1' })).statusCode).toBe(400);
  });

  it('takes comments on a video still being prepared, or failed, from its uploader only, as its reactions (403 in French)', async () => {
    for (const status of ['processing', 'failed'] as const) {
      const notReady = await insertVideo(uploader, status);

      const refused = await comment(token(relative), notReady, 'Vivement !');

      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: videoMessages.notReadyForComments });
      expect(await commentOk(token(uploader), notReady, 'Elle arrive')).toMatchObject({ writer: 'Marie' });
      expect((await getVideo(token(uploader), notReady)).comments).toHaveLength(1);
    }
  });

  it('lets the writer of a comment delete it, and nobody else but an admin; not through another video', async () => {
    const byRelative = await commentOk(token(relative), videoId, 'Premier !');
    const byUploader = await commentOk(token(uploader), videoId, 'Deuxième');
    // The video's uploader does not own the relative's comment.
    const refused = await uncomment(token(uploader), videoId, byRelative.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: commentMessages.notCommentWriter });
    const other = await insertVideo(relative);
    expect((await uncomment(token(relative), other, byRelative.id)).statusCode).toBe(404);

    expect((await uncomment(token(relative), videoId, byRelative.id)).body).toBe('done');
    expect((await uncomment(await adminToken(test.app), videoId, byUploader.id)).body).toBe('done');
    expect((await getVideo(token(relative), videoId)).comments).toEqual([]);
    const gone = await uncomment(token(relative), videoId, byRelative.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: commentMessages.commentNotFound });
  });

  it('removes the thread with its video, and leaves the articles’ comments alone', async () => {
    await commentOk(token(relative), videoId, 'Au revoir');
    const article = await publishOk(test.app, token(uploader), { structure: [text(1, 'Au lac')] });
    expect((await postJson(test.app, '/api/article/comment', { token: token(relative), id: article.id, text: 'Reste là' })).statusCode).toBe(200);
    expect((await postJson(test.app, '/api/video/delete', { token: token(uploader), id: videoId })).body).toBe('done');
    expect(await test.app.db.selectFrom('video_comments').selectAll().execute()).toEqual([]);
    expect(await test.app.db.selectFrom('comments').select('text').execute()).toEqual([{ text: 'Reste là' }]);
  });

  it('holds an account back after a burst of comments, counting articles and videos together', async () => {
    const article = await publishOk(test.app, token(uploader), { structure: [text(1, 'Au lac')] });
    for (let n = 0; n < 5; n += 1) {
      expect((await postJson(test.app, '/api/article/comment', { token: token(relative), id: article.id, text: `Article ${n}` })).statusCode).toBe(200);
    }
    for (let n = 0; n < 5; n += 1) await commentOk(token(relative), videoId, `Message ${n}`);
    const held = await comment(token(relative), videoId, 'Un de trop');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ message: commentMessages.tooManyComments });
    await commentOk(token(uploader), videoId, 'Moi je peux encore');
  });
});
