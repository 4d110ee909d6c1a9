import { describe, expect, it } from 'vitest';
import { ArticlesStore } from './ArticlesStore.ts';
import { CommentsStore } from './CommentsStore.ts';
import { fakeArticlesApi, sampleArticles } from '../testing/fakeArticlesApi.ts';
import { fakeVideosApi, sampleVideo } from '../testing/fakeVideosApi.ts';
import { VideosStore } from './VideosStore.ts';

const build = (api = fakeArticlesApi(sampleArticles(3))) => {
  const store = new ArticlesStore(api, () => 'token', { storage: null });
  return { api, store, comments: new CommentsStore(api, store, () => 'token') };
};

describe('CommentsStore', () => {
  it('adds a comment to the article in the feed, and removes it again', async () => {
    const { api, store, comments } = build(fakeArticlesApi(sampleArticles(3), { writer: 'Paul' }));
    await store.refreshFeed();
    expect(await comments.addComment(2, '  Superbe lac !  ')).toBe(true);
    expect(store.article(2)?.comments).toEqual([{ id: 1, writer: 'Paul', ts: expect.any(Number), text: 'Superbe lac !' }]);
    expect(store.article(3)?.comments).toEqual([]);
    expect(await comments.removeComment(2, 1)).toBe(true);
    expect(store.article(2)?.comments).toEqual([]);
    expect(api.calls.filter((call) => call.includes('comment'))).toEqual(['comment 2', 'uncomment 2 1']);
  });

  it("keeps the server's reason when a comment is refused, and is not busy any more", async () => {
    const { store, comments } = build(fakeArticlesApi(sampleArticles(1), { failWritesWith: 'Le commentaire est vide' }));
    await store.refreshFeed();
    expect(await comments.addComment(1, ' ')).toBe(false);
    expect([comments.commentError, comments.commentBusy]).toEqual(['Le commentaire est vide', false]);
    comments.dismissCommentError();
    expect(comments.commentError).toBeUndefined();
  });

  it('adds a live comment once, whoever sent it, and drops a deleted one', async () => {
    const { store, comments } = build();
    await store.refreshFeed();
    const comment = { id: 9, writer: 'Marie', ts: 1, text: 'Bravo' };
    comments.applyComment(2, comment);
    comments.applyComment(2, comment);
    expect(store.article(2)?.comments).toEqual([comment]);
    comments.dropComment(2, 9);
    expect(store.article(2)?.comments).toEqual([]);
  });
});

describe('CommentsStore on the videos of Lapintube', () => {
  it('adds a comment to the video it was written under, and removes it again', async () => {
    const api = fakeVideosApi([sampleVideo({ id: 'a' }), sampleVideo({ id: 'b' })], { uploader: 'Paul' });
    const videos = new VideosStore(api, () => 'token');
    await videos.load();
    const comments = new CommentsStore<string>(api, videos, () => 'token');
    expect(await comments.addComment('a', ' Bravo ')).toBe(true);
    expect(videos.video('a')?.comments).toEqual([{ id: 1, writer: 'Paul', ts: expect.any(Number), text: 'Bravo' }]);
    expect(videos.video('b')?.comments).toEqual([]);
    expect(await comments.removeComment('a', 1)).toBe(true);
    expect(videos.video('a')?.comments).toEqual([]);
    expect(api.calls.filter((call) => call.includes('comment'))).toEqual(['comment a', 'uncomment a 1']);
  });
});
