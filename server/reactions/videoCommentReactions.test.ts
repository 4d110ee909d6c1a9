import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import { videoCommentReactionId, type Reaction, type ReactionEvent } from '../../shared/reactionTypes.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { commentMessages } from '../comments/commentMessages.ts';
import { publishOk, text } from '../testing/articleRequests.ts';
import { eventually, listenOnFreePort } from '../testing/chatClient.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { insertVideoRow } from '../testing/videoRequests.ts';
import { createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { reactionMessages } from './reactionMessages.ts';

// Reactions on the comments of Lapintube's videos (kind `comment`, id `v<id>`), numbered apart
// from the articles' comments: a fresh app per file, so the first comment of each kind is number 1.
let t: TestApp;
let url: string;
let anne: TestUser;
let paul: TestUser;
const sockets: LiveClient[] = [];

const toggle = (token: string, id: string, emoji: string) => postJson(t.app, '/api/reaction/toggle', { token, kind: 'comment', id, emoji });

async function toggled(token: string, id: string, emoji: string): Promise<Reaction[]> {
  const response = await toggle(token, id, emoji);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ reactions: Reaction[] }>().reactions;
}

const videoRow = (uploader: TestUser, status: 'ready' | 'failed') => insertVideoRow(t.app, uploader.id, status);

async function comment(path: '/api/article/comment' | '/api/video/comment', token: string, id: number | string, words: string): Promise<number> {
  const response = await postJson(t.app, path, { token, id, text: words });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ comment: ArticleComment }>().comment.id;
}

const getVideo = async (token: string, id: string) => (await postJson(t.app, '/api/video/get', { token, id })).json<{ video: Video }>().video;
const rowsOf = async (id: number) => (await t.app.db.selectFrom('reactions').select('id').where('video_comment_id', '=', id).execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
  anne = await createUser(t.app, { firstName: 'Anne' });
  paul = await createUser(t.app, { firstName: 'Paul' });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('reactions on a video comment (kind comment, id v<id>)', () => {
  it('toggles apart from the article comment of the same number, and get, list and edit carry them on the thread', async () => {
    const article = await publishOk(t.app, anne.token!, { structure: [text(1, 'Les vacances')] });
    const articleComment = await comment('/api/article/comment', paul.token!, article.id, 'Superbe !');
    const videoId = await videoRow(anne, 'ready');
    const first = await comment('/api/video/comment', paul.token!, videoId, 'Quelles vagues !');
    const second = await comment('/api/video/comment', anne.token!, videoId, 'Merci Paul');
    expect(first).toBe(articleComment);

    expect(await toggled(anne.token!, videoCommentReactionId(first), '😂')).toEqual([{ emoji: '😂', count: 1, mine: true, by: ['Anne'] }]);
    expect(await toggled(paul.token!, videoCommentReactionId(first), '😂')).toEqual([{ emoji: '😂', count: 2, mine: true, by: ['Anne', 'Paul'] }]);
    // The article's comment number 1 is another item: its own ❤️, and nothing of the video's.
    expect(await toggled(anne.token!, String(articleComment), '❤️')).toEqual([{ emoji: '❤️', count: 1, mine: true, by: ['Anne'] }]);
    const got = (await postJson(t.app, '/api/article/get', { token: paul.token, id: article.id })).json<{ article: { comments: ArticleComment[] } }>().article;
    expect(got.comments[0]?.reactions).toEqual([{ emoji: '❤️', count: 1, mine: false, by: ['Anne'] }]);

    const video = await getVideo(paul.token!, videoId);
    expect(video.comments.map((one) => [one.id, one.reactions])).toEqual([
      [first, [{ emoji: '😂', count: 2, mine: true, by: ['Anne', 'Paul'] }]],
      [second, []],
    ]);
    expect(video.reactions).toEqual([]);
    const listed = (await postJson(t.app, '/api/video/list', { token: anne.token })).json<{ videos: Video[] }>().videos;
    expect(listed.find((one) => one.id === videoId)?.comments[0]?.reactions).toEqual([{ emoji: '😂', count: 2, mine: true, by: ['Anne', 'Paul'] }]);
    const edited = await postJson(t.app, '/api/video/edit', { token: anne.token, id: videoId, title: 'Le lac, le soir', description: '' });
    expect(edited.json<{ video: Video }>().video.comments[0]?.reactions?.[0]?.count).toBe(2);

    // Taken back: Paul's goes, Anne's stays.
    expect(await toggled(paul.token!, videoCommentReactionId(first), '😂')).toEqual([{ emoji: '😂', count: 1, mine: false, by: ['Anne'] }]);
  });

  it("refuses the comment of a video the relative may not see yet (403), and an unknown or malformed v-id (404), storing nothing", async () => {
    const preparing = await videoRow(anne, 'failed');
    const own = await comment('/api/video/comment', anne.token!, preparing, 'Elle ne passe pas');
    const before = await t.app.db.selectFrom('reactions').select('id').execute();
    const refused = await toggle(paul.token!, videoCommentReactionId(own), '👍');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: reactionMessages.videoNotReady });
    for (const id of ['v999999', 'v0', 'v01', 'v', 'V1', 'v1 OR 1=1', 'v-1', `v${own}/x`]) {
      const response = await toggle(paul.token!, id, '👍');
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: commentMessages.commentNotFound });
    }
    expect(await t.app.db.selectFrom('reactions').select('id').execute()).toEqual(before);
    // Its uploader sees it, and may react.
    expect(await toggled(anne.token!, videoCommentReactionId(own), '👍')).toEqual([{ emoji: '👍', count: 1, mine: true, by: ['Anne'] }]);
  });

  it('tells the live connections of those who may see the video, and the reactions go with the comment or the video', async () => {
    const paulLive = liveClient(url, { token: paul.token! });
    const anneLive = liveClient(url, { token: anne.token! });
    sockets.push(paulLive, anneLive);
    await Promise.all([liveConnected(paulLive), liveConnected(anneLive)]);
    // What these sockets hear of this test's comments: the first test's last toggles on its own
    // comment may still be announced (reactionLive.ts coalesces an item's toggles over 250 ms),
    // to these sockets too since its readers are theirs.
    const ours = new Set<string>();
    const heard = (client: LiveClient) => (client.of('reaction') as ReactionEvent[]).filter((event) => ours.has(event.id));

    const videoId = await videoRow(paul, 'ready');
    const gone = await comment('/api/video/comment', anne.token!, videoId, 'Bravo');
    const kept = await comment('/api/video/comment', anne.token!, videoId, 'Encore !');
    for (const id of [gone, kept]) ours.add(videoCommentReactionId(id));
    await toggled(paul.token!, videoCommentReactionId(gone), '👏');
    await eventually(() => heard(anneLive).length > 0 && heard(paulLive).length > 0, 'the reaction on both live connections');
    const expected = (mine: boolean): ReactionEvent => ({ kind: 'comment', id: videoCommentReactionId(gone), reactions: [{ emoji: '👏', count: 1, mine, by: ['Paul'] }] });
    expect(heard(anneLive)).toEqual([expected(false)]);
    expect(heard(paulLive)).toEqual([expected(true)]);

    // A video its uploader is still preparing: only they hear of a reaction on its thread.
    const preparing = await videoRow(anne, 'failed');
    const hidden = await comment('/api/video/comment', anne.token!, preparing, 'Patience');
    ours.add(videoCommentReactionId(hidden));
    await toggled(anne.token!, videoCommentReactionId(hidden), '❤️');
    await eventually(() => heard(anneLive).some((event) => event.id === videoCommentReactionId(hidden)), 'the uploader hearing of it');
    expect(heard(paulLive).some((event) => event.id === videoCommentReactionId(hidden))).toBe(false);

    await toggled(paul.token!, videoCommentReactionId(kept), '❤️');
    expect((await postJson(t.app, '/api/video/uncomment', { token: anne.token, id: videoId, commentId: gone })).statusCode).toBe(200);
    expect(await rowsOf(gone)).toBe(0);
    expect(await rowsOf(kept)).toBe(1);
    expect((await getVideo(paul.token!, videoId)).comments.map((one) => one.reactions?.length)).toEqual([1]);
    expect((await postJson(t.app, '/api/video/delete', { token: paul.token, id: videoId })).statusCode).toBe(200);
    expect(await rowsOf(kept)).toBe(0);
    expect((await toggle(paul.token!, videoCommentReactionId(kept), '❤️')).statusCode).toBe(404);
  });
});
