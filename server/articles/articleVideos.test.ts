import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, StructureElementInput } from '../../shared/articleTypes.ts';
import { product } from '../../shared/product.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { editArticle, loadArticles, publishArticle, publishOk, text } from '../testing/articleRequests.ts';
import { createTestApp, createUser, postJson, type TestApp } from '../testing/testApp.ts';
import { makeVideoClips, type VideoClips } from '../testing/videoClips.ts';
import { settledVideo, uploadVideoOk } from '../testing/videoRequests.ts';
import { articleMessages } from './articleMessages.ts';

const video = (n: number, id: string): StructureElementInput => ({ type: 'video', name: `video ${n}`, content: id });

let clips: VideoClips;
let t: TestApp;
let marie: string;
let paul: string;
let ready: Video;

/** A video row as a job leaves it, without running one: `processing` stays so (no kept upload to work from). */
async function videoRow(status: 'processing' | 'failed', progress = 0): Promise<string> {
  const id = randomUUID();
  const uploader = await t.app.db.selectFrom('users').select('id').where('first_name', '=', 'Marie').executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('videos')
    .values({ id, title: 'Le goûter', description: '', uploader_id: uploader.id, ts: Date.now(), status, progress, duration: 12.5, width: 320, height: 240, message: status === 'failed' ? 'illisible' : null, source_file: null })
    .execute();
  return id;
}

const getArticle = async (token: string, id: number) => (await postJson(t.app, '/api/article/get', { token, id })).json<{ article: Article }>().article;

beforeAll(async () => {
  clips = await makeVideoClips();
  t = await createTestApp();
  marie = (await createUser(t.app, { firstName: 'Marie' })).token!;
  paul = (await createUser(t.app, { firstName: 'Paul' })).token!;
  ready = await settledVideo(t.app, marie, (await uploadVideoOk(t.app, marie, clips.h264Mp4, { title: 'Les vagues' })).id);
});
afterAll(async () => {
  await t?.close();
  await clips?.remove();
});

describe('video elements of articles', () => {
  it('publishes a video of Lapintube and gives every reader what the player needs', async () => {
    const article = await publishOk(t.app, paul, { structure: [text(1, 'Regardez :'), video(2, ready.id)] });
    const expected = {
      type: 'video',
      name: 'video 2',
      content: ready.id,
      title: 'Les vagues',
      status: 'ready',
      progress: 100,
      duration: ready.duration,
      width: 320,
      height: 240,
      url: `/media/videos/${ready.id}.mp4`,
      poster: `/media/videos/${ready.id}.poster.jpg`,
    };
    expect(article.content.structure[1]).toEqual(expected);
    // No photo: the video's thumbnail makes the feed tile, and it is served.
    expect(article.thumbnail).toBe(`/media/videos/${ready.id}.thumb.jpg`);
    const thumb = await t.app.inject({ method: 'GET', url: article.thumbnail!, headers: { cookie: `${product.sessionCookie}=${paul}` } });
    expect(thumb.statusCode).toBe(200);
    expect((await getArticle(marie, article.id)).content.structure[1]).toEqual(expected);
    const feed = (await loadArticles(t.app, marie)).json<{ articles: Article[] }>().articles;
    expect(feed.find((each) => each.id === article.id)?.content.structure[1]).toEqual(expected);
    // Only the reference is stored: the rest is read from the video each time.
    const row = await t.app.db.selectFrom('articles').select('structure').where('id', '=', article.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.structure)).toEqual([text(1, 'Regardez :'), video(2, ready.id)]);
  });

  it('shows a video still being prepared with its progress, and no file yet', async () => {
    const id = await videoRow('processing', 42);
    const article = await publishOk(t.app, paul, { structure: [video(1, id)] });
    expect(article.thumbnail).toBeUndefined();
    expect(article.content.structure[0]).toEqual({ type: 'video', name: 'video 1', content: id, title: 'Le goûter', status: 'processing', progress: 42, duration: 12.5, width: 320, height: 240 });
  });

  it('refuses in French a video that does not exist, one that failed, or a content that is no id, and stores nothing', async () => {
    const failed = await videoRow('failed');
    const before = (await loadArticles(t.app, paul)).json<{ articles: Article[] }>().articles.length;
    for (const [content, message] of [
      [randomUUID(), articleMessages.videoMissing('video 3')],
      [failed, articleMessages.videoFailed('video 3')],
      ['../../etc/passwd', articleMessages.videoMissing('video 3')],
    ] as const) {
      const response = await publishArticle(t.app, paul, { structure: [text(1, 'Bonjour'), video(3, content)] });
      expect(response.statusCode, content).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await loadArticles(t.app, paul)).json<{ articles: Article[] }>().articles).toHaveLength(before);
  });

  it('keeps the article of a video deleted later, its element saying so, and lets the writer still edit it', async () => {
    const own = await settledVideo(t.app, marie, (await uploadVideoOk(t.app, marie, clips.h264Mp4, { title: 'Éphémère' })).id);
    const article = await publishOk(t.app, marie, { structure: [text(1, 'Avant'), video(2, own.id)] });
    expect((await postJson(t.app, '/api/video/delete', { token: marie, id: own.id })).statusCode).toBe(200);

    expect((await getArticle(paul, article.id)).content.structure[1]).toEqual({ type: 'video', name: 'video 2', content: own.id, status: 'deleted' });
    const edited = await editArticle(t.app, marie, article.id, { structure: [text(1, 'Après'), video(2, own.id)] });
    expect(edited.statusCode, edited.body).toBe(200);
    // A deleted video cannot be added anew, though.
    const added = await editArticle(t.app, marie, article.id, { structure: [text(1, 'Après'), video(2, own.id), video(3, randomUUID())] });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({ message: articleMessages.videoMissing('video 3') });
  });

  it('adds a video to an article on edit', async () => {
    const article = await publishOk(t.app, paul, { structure: [text(1, 'Sans vidéo')] });
    const response = await editArticle(t.app, paul, article.id, { structure: [text(1, 'Avec vidéo'), video(2, ready.id)] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ article: Article }>().article.content.structure[1]).toMatchObject({ type: 'video', status: 'ready', url: `/media/videos/${ready.id}.mp4` });
  });
});
