import { describe, expect, it, vi } from 'vitest';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import { ApiError } from '../api/httpClient.ts';
import type { CommentsApi } from '../api/commentsApi.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
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
    await sent(comments);
    expect(store.article(2)?.comments).toEqual([{ id: 1, writer: 'Paul', ts: expect.any(Number), text: 'Superbe lac !' }]);
    expect(store.article(3)?.comments).toEqual([]);
    expect(await comments.removeComment(2, 1)).toBe(true);
    expect(store.article(2)?.comments).toEqual([]);
    expect(api.calls.filter((call) => call.includes('comment'))).toEqual(['comment 2', 'uncomment 2 1']);
  });

  it('answers once the comment is in the outbox, before the server does: the box empties, the comment waits there meanwhile', async () => {
    const base = fakeArticlesApi(sampleArticles(1), { writer: 'Paul' });
    let answer: () => void = () => undefined;
    const api: typeof base = { ...base, comment: (...args) => new Promise((resolve) => (answer = () => resolve(base.comment(...args)))) };
    const { store, comments } = build(api);
    await store.refreshFeed();
    expect(await comments.addComment(1, 'Dans le train')).toBe(true);
    expect(comments.pending(1).map((entry) => [entry.message, entry.state])).toEqual([['Dans le train', 'waiting']]);
    expect(comments.commentBusy).toBe(true);
    // One at a time, as the button says « Envoi… » until the server answers.
    expect(await comments.addComment(1, 'Et un autre')).toBe(false);
    answer();
    await sent(comments);
    expect(comments.outbox).toEqual([]);
    expect(store.article(1)?.comments.map((comment) => comment.text)).toEqual(['Dans le train']);
  });

  it("keeps a refused comment in the outbox with the server's reason, to send again or give up", async () => {
    const { api, store, comments } = build(fakeArticlesApi(sampleArticles(1), { failWritesWith: 'Trop de commentaires à la suite' }));
    await store.refreshFeed();
    expect(await comments.addComment(1, ' Bravo ')).toBe(true);
    await sent(comments);
    expect(comments.pending(1)).toEqual([{ clientId: expect.any(String), target: 1, message: 'Bravo', state: 'refused', reason: 'Trop de commentaires à la suite' }]);
    const [entry] = comments.pending(1);
    comments.retry(entry!.clientId);
    await waitForCalls(api.calls, 3);
    expect(comments.pending(1)[0]?.state).toBe('refused');
    comments.discard(entry!.clientId);
    expect(comments.outbox).toEqual([]);
    expect(await comments.addComment(1, '   ')).toBe(false);
  });

  it('keeps comments written offline in the outbox and sends them in order, under the same clientIds, once the network is back', async () => {
    const server = flakyServer();
    let backOnline = () => undefined as void;
    const store = new ArticlesStore(fakeArticlesApi(sampleArticles(2)), () => 'token', { storage: null });
    await store.refreshFeed();
    const comments = new CommentsStore(server.api, store, () => 'token', {
      name: 'comments',
      storage: null,
      network: { isOnline: () => !server.offline, onOnline: (listener) => ((backOnline = listener), () => undefined) },
    });

    server.offline = true;
    expect(await comments.addComment(2, 'Dans le train')).toBe(true);
    await sent(comments);
    expect(await comments.addComment(1, 'Sous le tunnel')).toBe(true);
    await sent(comments);
    expect(comments.outbox.map((entry) => [entry.target, entry.message, entry.state])).toEqual([
      [2, 'Dans le train', 'waiting'],
      [1, 'Sous le tunnel', 'waiting'],
    ]);
    expect(store.article(2)?.comments).toEqual([]);

    server.offline = false;
    backOnline();
    await waitForCalls(server.sent, 4);
    expect(comments.outbox).toEqual([]);
    expect(store.article(2)?.comments.map((comment) => comment.text)).toEqual(['Dans le train']);
    expect(store.article(1)?.comments.map((comment) => comment.text)).toEqual(['Sous le tunnel']);
    // Offline, each try starts again from the oldest, so the second never overtakes the first;
    // every try of a comment carries its one clientId.
    expect(server.sent.map((call) => call.text)).toEqual(['Dans le train', 'Dans le train', 'Dans le train', 'Sous le tunnel']);
    expect(new Set(server.sent.map((call) => call.clientId)).size).toBe(2);
  });

  it('shows a comment once when its answer was lost and the resend is answered with the same one', async () => {
    const server = flakyServer({ loseFirstAnswer: true });
    const store = new ArticlesStore(fakeArticlesApi(sampleArticles(1)), () => 'token', { storage: null });
    await store.refreshFeed();
    const comments = new CommentsStore(server.api, store, () => 'token');
    expect(await comments.addComment(1, 'Arrivés !')).toBe(true);
    await sent(comments);
    expect(comments.pending(1)).toHaveLength(1);
    // The live connection brought it meanwhile, then the app starts again with it in the outbox.
    comments.applyComment(1, server.stored[0]!);
    comments.resumeOutbox();
    await waitForCalls(server.sent, 2);
    expect(comments.outbox).toEqual([]);
    expect(store.article(1)?.comments).toEqual([server.stored[0]]);
  });

  it('settles a waiting comment that arrives live under its clientId, its answer lost: shown once, sent no more', async () => {
    const server = flakyServer({ loseFirstAnswer: true });
    const store = new ArticlesStore(fakeArticlesApi(sampleArticles(1)), () => 'token', { storage: null });
    await store.refreshFeed();
    const comments = new CommentsStore(server.api, store, () => 'token');
    expect(await comments.addComment(1, 'Au sommet')).toBe(true);
    await sent(comments);
    expect(comments.pending(1)).toHaveLength(1);
    comments.applyComment(1, { ...server.stored[0]!, clientId: server.sent[0]!.clientId });
    expect(comments.outbox).toEqual([]);
    expect(store.article(1)?.comments.map((comment) => comment.text)).toEqual(['Au sommet']);
    comments.resumeOutbox();
    expect(server.sent).toHaveLength(1);
  });

  it('keeps the outbox on the device and sends it when the app starts again', async () => {
    const server = flakyServer();
    const { storage } = memoryStorage();
    const store = new ArticlesStore(fakeArticlesApi(sampleArticles(1)), () => 'token', { storage: null });
    await store.refreshFeed();
    const before = new CommentsStore(server.api, store, () => 'token', { name: 'comments', storage });
    await before.restored;
    server.offline = true;
    await before.addComment(1, 'Écrit hors ligne');
    await sent(before);

    server.offline = false;
    const after = new CommentsStore(server.api, store, () => 'token', { name: 'comments', storage });
    await after.restored;
    expect(after.pending(1).map((entry) => entry.message)).toEqual(['Écrit hors ligne']);
    after.resumeOutbox();
    await waitForCalls(server.sent, 2);
    expect(after.outbox).toEqual([]);
    expect(store.article(1)?.comments.map((comment) => comment.text)).toEqual(['Écrit hors ligne']);
  });

  it('forgets the outbox at sign-out', async () => {
    const server = flakyServer();
    server.offline = true;
    const { store } = build();
    await store.refreshFeed();
    const comments = new CommentsStore(server.api, store, () => 'token');
    await comments.addComment(1, 'Brouillon');
    comments.reset();
    expect(comments.outbox).toEqual([]);
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
    await sent(comments);
    expect(videos.video('a')?.comments).toEqual([{ id: 1, writer: 'Paul', ts: expect.any(Number), text: 'Bravo' }]);
    expect(videos.video('b')?.comments).toEqual([]);
    expect(await comments.removeComment('a', 1)).toBe(true);
    expect(videos.video('a')?.comments).toEqual([]);
    expect(api.calls.filter((call) => call.includes('comment'))).toEqual(['comment a', 'uncomment a 1']);
  });
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** addComment answers once the comment is in the outbox; its sending is over when the store is no longer busy. */
const sent = (comments: CommentsStore<number> | CommentsStore<string>) => vi.waitFor(() => expect(comments.commentBusy).toBe(false));

/** Resolves once `calls` holds `count` entries and the last one's answer is applied. */
async function waitForCalls(calls: readonly unknown[], count: number): Promise<void> {
  for (let turn = 0; turn < 200 && calls.length < count; turn++) await nextTask();
  expect(calls).toHaveLength(count);
  await nextTask();
}

/** A comments server that stores (writer, clientId) once, as the real one, and can lose the network. */
function flakyServer({ loseFirstAnswer = false } = {}) {
  const stored: ArticleComment[] = [];
  const byClientId = new Map<string, ArticleComment>();
  const sent: { text: string; clientId: string | undefined }[] = [];
  let answersLost = loseFirstAnswer ? 1 : 0;
  const server = {
    offline: false,
    stored,
    sent,
    api: {
      async comment(_token, _id, text, clientId) {
        sent.push({ text, clientId });
        if (server.offline) throw new ApiError('Network Error');
        const known = clientId === undefined ? undefined : byClientId.get(clientId);
        const comment = known ?? { id: stored.length + 1, writer: 'Paul', ts: 1000 + stored.length, text };
        if (!known) {
          stored.push(comment);
          if (clientId !== undefined) byClientId.set(clientId, comment);
        }
        if (answersLost > 0) {
          answersLost -= 1;
          throw new ApiError('Network Error');
        }
        return comment;
      },
      async uncomment() {},
    } satisfies CommentsApi,
  };
  return server;
}
