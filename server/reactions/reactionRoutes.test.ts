import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { Article, LoadReply } from '../../shared/articleTypes.ts';
import type { SlideshowItem } from '../../shared/albumTypes.ts';
import type { Reaction, ReactionEvent, ReactionKind } from '../../shared/reactionTypes.ts';
import type { Video } from '../../shared/videoTypes.ts';
import { albumMessages } from '../albums/albumMessages.ts';
import { articleMessages } from '../articles/articleMessages.ts';
import { chatMessages } from '../chat/chatMessages.ts';
import { commentMessages } from '../comments/commentMessages.ts';
import { createAlbum, uploadOk } from '../testing/albumRequests.ts';
import { deleteArticle, loadArticles, publishOk, text } from '../testing/articleRequests.ts';
import { chatClient, connected, eventually, listenOnFreePort, type ChatClient } from '../testing/chatClient.ts';
import { hostileNames } from '../testing/fixtures/hostileNames.ts';
import { makeLandscapeJpeg } from '../testing/fixtures/makeImages.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { insertVideoRow } from '../testing/videoRequests.ts';
import { videoMessages } from '../videos/videoMessages.ts';
import { reactionMessages } from './reactionMessages.ts';

let t: TestApp;
let url: string;
let admin: string;
let anne: TestUser;
let paul: TestUser;
const sockets: Array<LiveClient | ChatClient> = [];

const toggle = (token: string | null, kind: ReactionKind, id: string, emoji: string) => postJson(t.app, '/api/reaction/toggle', { token, kind, id, emoji });

async function toggled(token: string, kind: ReactionKind, id: string, emoji: string): Promise<Reaction[]> {
  const response = await toggle(token, kind, id, emoji);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ reactions: Reaction[] }>().reactions;
}

async function comment(token: string, articleId: number, words: string): Promise<number> {
  const response = await postJson(t.app, '/api/article/comment', { token, id: articleId, text: words });
  expect(response.statusCode).toBe(200);
  return response.json<{ comment: { id: number } }>().comment.id;
}

const videoRow = (uploader: number, status: 'ready' | 'failed') => insertVideoRow(t.app, uploader, status);

async function message(words: string): Promise<string> {
  const client = chatClient(url, { token: anne.token! });
  sockets.push(client);
  await connected(client);
  const [status, detail] = await client.send(words);
  expect(status).toBe('confirmed');
  return (detail as { ts: string }).ts;
}

async function photo(album: string, seed: number): Promise<string> {
  const [item] = await uploadOk(t.app, admin, album, [await makeLandscapeJpeg({ width: 320, height: 240, seed })]);
  return `${album}/${item!.image}`;
}

const reactionRows = async () => (await t.app.db.selectFrom('reactions').select(['kind', 'item']).execute()).map((row) => `${row.kind}:${row.item}`);

beforeAll(async () => {
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
  admin = await adminToken(t.app);
  anne = await createUser(t.app, { firstName: 'Anne' });
  paul = await createUser(t.app, { firstName: 'Paul' });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('POST /api/reaction/toggle', () => {
  it('toggles each of the six on an article, one of each per relative, in the six\'s order, and carries them on the feed and article calls', async () => {
    const article = await publishOk(t.app, anne.token!, { structure: [text(1, 'Le gâteau de mamie')] });
    const id = String(article.id);
    expect(await toggled(paul.token!, 'article', id, '👍')).toEqual([{ emoji: '👍', count: 1, mine: true, by: ['Paul'] }]);
    await toggled(anne.token!, 'article', id, '❤️');
    expect(await toggled(anne.token!, 'article', id, '👍')).toEqual([
      { emoji: '❤️', count: 1, mine: true, by: ['Anne'] },
      { emoji: '👍', count: 2, mine: true, by: ['Paul', 'Anne'] },
    ]);

    const feed = (await loadArticles(t.app, paul.token!)).json<LoadReply>();
    expect(feed.articles.find((one) => one.id === article.id)?.reactions).toEqual([
      { emoji: '❤️', count: 1, mine: false, by: ['Anne'] },
      { emoji: '👍', count: 2, mine: true, by: ['Paul', 'Anne'] },
    ]);
    // The same page, read by another relative, with their own `mine`.
    const anneFeed = (await loadArticles(t.app, anne.token!)).json<LoadReply>();
    expect(anneFeed.articles.find((one) => one.id === article.id)?.reactions?.every((reaction) => reaction.mine)).toBe(true);

    // Toggled off: Paul's 👍 goes, and the feed's next read says so.
    expect(await toggled(paul.token!, 'article', id, '👍')).toEqual([
      { emoji: '❤️', count: 1, mine: false, by: ['Anne'] },
      { emoji: '👍', count: 1, mine: false, by: ['Anne'] },
    ]);
    const again = (await loadArticles(t.app, paul.token!)).json<LoadReply>();
    expect(again.articles.find((one) => one.id === article.id)?.reactions?.map((reaction) => [reaction.emoji, reaction.count])).toEqual([
      ['❤️', 1],
      ['👍', 1],
    ]);
    const got = (await postJson(t.app, '/api/article/get', { token: paul.token, id: article.id })).json<{ article: Article }>().article;
    expect(got.reactions?.map((reaction) => reaction.emoji)).toEqual(['❤️', '👍']);
    for (const emoji of ['😂', '😮', '😢', '👏']) await toggled(paul.token!, 'article', id, emoji);
    expect((await toggled(paul.token!, 'article', id, '❤️')).map((reaction) => reaction.emoji)).toEqual(['❤️', '😂', '😮', '😢', '👏', '👍']);
  });

  it('toggles a comment, a photo, a video and a chat message on and off, each carried by its own reply', async () => {
    const article = await publishOk(t.app, anne.token!, { structure: [text(1, 'Les vacances')] });
    const commentId = await comment(paul.token!, article.id, 'Superbe !');
    await toggled(anne.token!, 'comment', String(commentId), '😂');
    const feed = (await loadArticles(t.app, paul.token!)).json<LoadReply>();
    const shown = feed.articles.find((one) => one.id === article.id)!;
    expect(shown.reactions).toEqual([]);
    expect(shown.comments[0]?.reactions).toEqual([{ emoji: '😂', count: 1, mine: false, by: ['Anne'] }]);
    expect(await toggled(anne.token!, 'comment', String(commentId), '😂')).toEqual([]);

    expect((await createAlbum(t.app, admin, 'Noël à la ferme')).statusCode).toBe(201);
    const photoId = await photo('Noël à la ferme', 1);
    expect(await toggled(paul.token!, 'photo', photoId, '😮')).toEqual([{ emoji: '😮', count: 1, mine: true, by: ['Paul'] }]);
    const slideshow = (await postJson(t.app, '/api/media/getalbumimages', { token: anne.token, album: 'Noël à la ferme' })).json<SlideshowItem[]>();
    expect(slideshow[0]?.reactions).toEqual([{ emoji: '😮', count: 1, mine: false, by: ['Paul'] }]);
    expect(await toggled(paul.token!, 'photo', photoId, '😮')).toEqual([]);
    // An album's video is Lapintube's: its item carries the video's reactions.
    const albumVideo = await videoRow(anne.id, 'ready');
    const album = await t.app.db.selectFrom('albums').select('id').where('name', '=', 'Noël à la ferme').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('album_images')
      .values({ album_id: album.id, name: albumVideo, comment: 'none', format: 'mp4', width: 320, height: 240, created_at: Date.now(), added_by: anne.id, sha256: null, kind: 'video', video_id: albumVideo })
      .execute();
    await toggled(anne.token!, 'video', albumVideo, '👏');
    await toggled(paul.token!, 'photo', photoId, '❤️');
    const withVideo = (await postJson(t.app, '/api/media/getalbumimages', { token: paul.token, album: 'Noël à la ferme' })).json<SlideshowItem[]>();
    expect(withVideo.map((item) => [item.kind, item.reactions])).toEqual([
      ['image', [{ emoji: '❤️', count: 1, mine: true, by: ['Paul'] }]],
      ['video', [{ emoji: '👏', count: 1, mine: false, by: ['Anne'] }]],
    ]);
    await toggled(paul.token!, 'photo', photoId, '❤️');

    const videoId = await videoRow(anne.id, 'ready');
    await toggled(paul.token!, 'video', videoId, '👏');
    const videos = (await postJson(t.app, '/api/video/list', { token: anne.token })).json<{ videos: Video[] }>().videos;
    expect(videos.find((video) => video.id === videoId)?.reactions).toEqual([{ emoji: '👏', count: 1, mine: false, by: ['Paul'] }]);
    const video = (await postJson(t.app, '/api/video/get', { token: paul.token, id: videoId })).json<{ video: Video }>().video;
    expect(video.reactions).toEqual([{ emoji: '👏', count: 1, mine: true, by: ['Paul'] }]);
    expect(await toggled(paul.token!, 'video', videoId, '👏')).toEqual([]);

    const ts = await message('Bonne nuit à tous');
    await toggled(paul.token!, 'message', ts, '❤️');
    const reader = chatClient(url, { token: paul.token! });
    sockets.push(reader);
    await eventually(() => reader.snapshots.length > 0, 'the history');
    const messages = reader.snapshots[0]!.snapshot.messages;
    expect(messages.find((one) => one.ts === ts)?.reactions).toEqual([{ emoji: '❤️', count: 1, mine: true, by: ['Paul'] }]);
    expect(messages.filter((one) => one.ts !== ts).every((one) => one.reactions === undefined)).toBe(true);
    expect(await toggled(paul.token!, 'message', ts, '❤️')).toEqual([]);
  });

  it('refuses an emoji that is not one of the six, in French', async () => {
    const article = await publishOk(t.app, anne.token!, { structure: [text(1, 'Une photo de classe')] });
    for (const emoji of ['🍆', 'coeur', '❤', '👍🏽']) {
      const response = await toggle(paul.token, 'article', String(article.id), emoji);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: reactionMessages.emojiUnknown });
    }
  });

  it('answers 404 in French for an item that does not exist, hostile names included, and stores nothing', async () => {
    const before = await reactionRows();
    const cases: Array<[ReactionKind, string, string]> = [
      ['article', '999999', articleMessages.articleNotFound],
      ['article', '1 OR 1=1', articleMessages.articleNotFound],
      ['comment', '999999', commentMessages.commentNotFound],
      ['video', randomUUID(), videoMessages.videoNotFound],
      ['video', '../../etc/passwd', videoMessages.videoNotFound],
      ['message', '1700000000000', chatMessages.messageNotFound],
      ['message', '-1', chatMessages.messageNotFound],
      ['photo', `Noël à la ferme/${randomUUID()}`, albumMessages.photoNotFound],
      ['photo', 'Noël à la ferme', albumMessages.photoNotFound],
      ...hostileNames.map((name): [ReactionKind, string, string] => ['photo', `${name}/${randomUUID()}`, albumMessages.photoNotFound]),
      ['photo', `Noël à la ferme/../${randomUUID()}`, albumMessages.photoNotFound],
      ['photo', 'Noël à la ferme/x\u0000', albumMessages.photoNotFound],
    ];
    for (const [kind, id, notFound] of cases) {
      const response = await toggle(paul.token, kind, id, '❤️');
      expect(response.statusCode, `${kind} ${id}`).toBe(404);
      expect(response.json()).toEqual({ message: notFound });
    }
    expect(await reactionRows()).toEqual(before);
  });

  it("refuses a video still being prepared, or failed, by someone else (403); its uploader may react, and only they hear of it", async () => {
    const videoId = await videoRow(anne.id, 'failed');
    const refused = await toggle(paul.token, 'video', videoId, '👍');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: reactionMessages.videoNotReady });
    expect(await toggled(anne.token!, 'video', videoId, '👍')).toEqual([{ emoji: '👍', count: 1, mine: true, by: ['Anne'] }]);
  });

  it('refuses a toggle without a session, or from a banned relative, whose reactions stay', async () => {
    const article = await publishOk(t.app, anne.token!, { structure: [text(1, 'Le mariage')] });
    const banned = await createUser(t.app, { firstName: 'Hugo' });
    await toggled(banned.token!, 'article', String(article.id), '❤️');
    expect((await postJson(t.app, '/api/admin/status', { token: admin, id: banned.id, status: AccessStatus.banned })).statusCode).toBe(200);
    expect((await toggle(null, 'article', String(article.id), '❤️')).statusCode).toBe(400);
    expect((await toggle('pas-un-jeton', 'article', String(article.id), '❤️')).statusCode).toBe(401);
    const refused = await toggle(banned.token, 'article', String(article.id), '👍');
    expect(refused.statusCode).toBe(401);
    expect(typeof refused.json<{ message: string }>().message).toBe('string');
    const got = (await postJson(t.app, '/api/article/get', { token: paul.token, id: article.id })).json<{ article: Article }>().article;
    expect(got.reactions).toEqual([{ emoji: '❤️', count: 1, mine: false, by: ['Hugo'] }]);
  });

  it('takes the reactions away with their item, whatever route deletes it, and leaves the others counted', async () => {
    const article = await publishOk(t.app, anne.token!, { structure: [text(1, 'Les cerises')] });
    const kept = await publishOk(t.app, anne.token!, { structure: [text(1, 'Les prunes')] });
    const first = await comment(paul.token!, kept.id, 'Miam');
    const second = await comment(paul.token!, article.id, 'Encore');
    await toggled(paul.token!, 'article', String(article.id), '❤️');
    await toggled(paul.token!, 'comment', String(second), '❤️');
    await toggled(anne.token!, 'article', String(kept.id), '❤️');
    await toggled(anne.token!, 'comment', String(first), '😂');
    expect((await createAlbum(t.app, admin, 'Le verger')).statusCode).toBe(201);
    const gonePhoto = await photo('Le verger', 2);
    const keptPhoto = await photo('Le verger', 3);
    await toggled(paul.token!, 'photo', gonePhoto, '😮');
    await toggled(paul.token!, 'photo', keptPhoto, '😮');
    const videoId = await videoRow(paul.id, 'ready');
    await toggled(anne.token!, 'video', videoId, '👏');
    const ts = await message('Oups, pas ici');
    await toggled(paul.token!, 'message', ts, '😢');
    const own = await message('Oups, pas ici non plus');
    await toggled(paul.token!, 'message', own, '😂');

    // The comment under the kept article goes by its own route; the other article takes its comment with it.
    expect((await postJson(t.app, '/api/article/uncomment', { token: paul.token, id: kept.id, commentId: first })).statusCode).toBe(200);
    expect((await deleteArticle(t.app, anne.token!, article.id)).statusCode).toBe(200);
    const [album, image] = [gonePhoto.slice(0, gonePhoto.lastIndexOf('/')), gonePhoto.slice(gonePhoto.lastIndexOf('/') + 1)];
    expect((await postJson(t.app, '/api/album/delete', { token: admin, album, image })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/video/delete', { token: paul.token, id: videoId })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/admin/deletemessage', { token: admin, ts })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/chat/delete', { token: anne.token, ts: own })).statusCode).toBe(200);

    const left = await reactionRows();
    for (const gone of [`article:${article.id}`, `comment:${second}`, `comment:${first}`, `video:${videoId}`, `message:${ts}`, `message:${own}`]) expect(left).not.toContain(gone);
    expect(left).toContain(`article:${kept.id}`);
    const slideshow = (await postJson(t.app, '/api/media/getalbumimages', { token: paul.token, album: 'Le verger' })).json<SlideshowItem[]>();
    expect(slideshow.map((item) => item.reactions?.length)).toEqual([1]);
    const got = (await postJson(t.app, '/api/article/get', { token: paul.token, id: kept.id })).json<{ article: Article }>().article;
    expect(got.reactions).toEqual([{ emoji: '❤️', count: 1, mine: false, by: ['Anne'] }]);
    expect((await toggle(paul.token, 'message', ts, '😢')).statusCode).toBe(404);
  });

  it('tells every live connection of a relative who may see the item, each with its own mine, and the chat sockets of a message', async () => {
    const paulLive = liveClient(url, { token: paul.token! });
    const anneLive = liveClient(url, { token: anne.token! });
    const anneChat = chatClient(url, { token: anne.token! });
    sockets.push(paulLive, anneLive, anneChat);
    await Promise.all([liveConnected(paulLive), liveConnected(anneLive), connected(anneChat)]);
    const chatReactions: ReactionEvent[] = [];
    anneChat.socket.on('reaction', (event) => chatReactions.push(event));

    const article = await publishOk(t.app, anne.token!, { structure: [text(1, 'La rentrée')] });
    await toggled(paul.token!, 'article', String(article.id), '👏');
    // The live fan-out is coalesced per item (reactionLive.ts): the last event of an item the
    // previous test deleted may still come at the end of its window, to every live connection.
    const heard = (client: LiveClient) => client.of('reaction') as ReactionEvent[];
    const heardOfArticle = (client: LiveClient) => heard(client).filter((event) => event.kind === 'article' && event.id === String(article.id));
    await eventually(() => heardOfArticle(anneLive).length > 0 && heardOfArticle(paulLive).length > 0, 'the reaction on both live connections');
    const expected = (mine: boolean): ReactionEvent => ({ kind: 'article', id: String(article.id), reactions: [{ emoji: '👏', count: 1, mine, by: ['Paul'] }] });
    expect(heardOfArticle(anneLive)).toEqual([expected(false)]);
    expect(heardOfArticle(paulLive)).toEqual([expected(true)]);

    const ts = await message('À table !');
    await toggled(paul.token!, 'message', ts, '😂');
    const heardOfMessage = () => chatReactions.filter((event) => event.id === ts);
    await eventually(() => heardOfMessage().length > 0, 'the reaction on the chat socket');
    expect(heardOfMessage()).toEqual([{ kind: 'message', id: ts, reactions: [{ emoji: '😂', count: 1, mine: false, by: ['Paul'] }] }]);

    // A video someone else is still preparing: only its uploader hears of their own reaction.
    const videoId = await videoRow(anne.id, 'failed');
    await toggled(anne.token!, 'video', videoId, '❤️');
    await eventually(() => heard(anneLive).some((event) => event.id === videoId), 'the uploader hearing of the video');
    expect(heard(paulLive).some((event) => event.id === videoId)).toBe(false);
  });
});
