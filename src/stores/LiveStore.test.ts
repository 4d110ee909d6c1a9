import { describe, expect, it } from 'vitest';
import { ArticlesStore } from './ArticlesStore.ts';
import { CommentsStore } from './CommentsStore.ts';
import { LiveStore } from './LiveStore.ts';
import { fakeArticlesApi, sampleArticles } from '../testing/fakeArticlesApi.ts';
import { fakeLive } from '../testing/fakeLive.ts';
import { fakeVideosApi, sampleVideo } from '../testing/fakeVideosApi.ts';
import { VideosStore } from './VideosStore.ts';
import { ReactionsStore } from './ReactionsStore.ts';
import { fakeReactionsApi } from '../testing/fakeReactionsApi.ts';
import { AlbumAdditionsStore } from './AlbumAdditionsStore.ts';
import { fakeAlbumsApi } from '../testing/fakeAlbumsApi.ts';
import { AlbumsStore } from './AlbumsStore.ts';
import type { SlideshowItem } from '../../shared/albumTypes.ts';

const preparing = sampleVideo({ id: '00000000-0000-4000-8000-0000000000aa', status: 'processing', progress: 0, poster: undefined, url: undefined });

function build(initial = sampleArticles(3)) {
  const api = fakeArticlesApi(initial);
  const videosApi = fakeVideosApi([preparing]);
  const videos = new VideosStore(videosApi, () => 'token');
  const articles = new ArticlesStore(api, () => 'token', { storage: null });
  const comments = new CommentsStore(api, articles, () => 'token');
  const live = fakeLive();
  const slideshows: Record<string, SlideshowItem[]> = { Alpes: [], Bretagne: [] };
  const albumsApi = fakeAlbumsApi({ additions: [], reader: 'Paul', slideshows });
  const albumAdditions = new AlbumAdditionsStore(albumsApi, () => 'token', { storage: null });
  const albums = new AlbumsStore(albumsApi, () => 'token', { storage: null });
  let chatSeen = '0';
  let reactions: ReactionsStore | undefined;
  const store = new LiveStore(
    { connector: live.connector, handshake: () => ({ token: 'token', chatSeen }), self: () => 'Paul', articles, comments, videos, albumAdditions, albums, reactions: () => reactions },
    { storage: null },
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const showReactions = () => (reactions = new ReactionsStore(fakeReactionsApi(), () => 'token', () => 'Paul'));
  return { api, albumsApi, albums, slideshows, albumAdditions, articles, comments, videos, videosApi, live, store, settle, showReactions, setChatSeen: (ts: string) => (chatSeen = ts) };
}

const message = (sender: string, ts: string) => ({ message: 'Coucou', sender, ts, color: '#123456' });

describe('LiveStore', () => {
  it('connects once, with the token and the newest chat ts the device has shown', () => {
    const { live, store, setChatSeen } = build();
    setChatSeen('1752508800123');
    store.start();
    store.start();
    expect(live.handshakes).toEqual([{ token: 'token', chatSeen: '1752508800123' }]);
    expect(store.status).toBe('connected');
    store.stop();
    expect([live.open, store.status]).toEqual([false, 'idle']);
  });

  it('sends the comments left in the outbox once the live connection is up', async () => {
    const { api, articles, comments, store, settle } = build();
    await articles.refreshFeed();
    comments.outbox.push({ clientId: 'c0ffee00-0000-4000-8000-000000000001', target: 2, message: 'Écrit hors ligne', state: 'waiting' });
    store.start();
    await settle();
    expect(api.calls).toContain('comment 2');
    expect(comments.outbox).toEqual([]);
    expect(articles.article(2)?.comments.map((comment) => comment.text)).toEqual(['Écrit hors ligne']);
  });

  it('brings a published article to the top of the feed, and drops a deleted one', async () => {
    const { api, articles, live, store, settle } = build();
    store.start();
    await settle();
    expect(articles.articles.map((article) => article.id)).toEqual([3, 2, 1]);
    const published = await api.publish('token', { title: 'Nouveau', bandeau: 'b', structure: [], files: [] });
    live.server.articlepublished(published.id);
    await settle();
    expect(articles.articles.map((article) => article.id)).toEqual([4, 3, 2, 1]);
    live.server.articledeleted(2);
    expect(articles.articles.map((article) => article.id)).toEqual([4, 3, 1]);
  });

  it('counts articles newer than the last visit to the feed', async () => {
    const { api, articles, live, store, settle } = build();
    store.start();
    await settle();
    // Never visited: nothing counts as new.
    expect(store.newArticles).toBe(0);
    store.markArticlesSeen(articles.firstid);
    for (const title of ['Un', 'Deux']) {
      const published = await api.publish('token', { title, bandeau: 'b', structure: [], files: [] });
      live.server.articlepublished(published.id);
      await settle();
    }
    expect([store.newArticles, store.total]).toEqual([2, 2]);
    store.markArticlesSeen(articles.firstid);
    expect(store.newArticles).toBe(0);
  });

  it("applies comments as they come, and an edit refreshes the article the device holds", async () => {
    const { api, articles, live, store, settle } = build();
    store.start();
    await settle();
    const comment = { id: 9, writer: 'Marie', ts: 1, text: 'Bravo' };
    live.server.commentadded(2, comment);
    live.server.commentadded(2, comment);
    expect(articles.article(2)?.comments).toEqual([comment]);
    live.server.commentdeleted(2, 9);
    expect(articles.article(2)?.comments).toEqual([]);

    await api.edit('token', 3, { title: 'Changé', bandeau: 'b', structure: [], files: [] });
    live.server.articleedited(3);
    await settle();
    expect(articles.article(3)?.content.title).toBe('Changé');
  });

  it("counts others' chat messages while the chat is closed, takes the server's count at connection, and clears when the chat opens", () => {
    const { live, store } = build();
    store.start();
    live.server.chatunread(4);
    expect(store.chatUnread).toBe(4);
    live.server.newmessage(message('Marie', '10'));
    live.server.newmessage(message('Paul', '11'));
    expect(store.chatUnread).toBe(5);
    store.setChatOpen(true);
    expect(store.chatUnread).toBe(0);
    live.server.newmessage(message('Marie', '12'));
    live.server.chatunread(3);
    expect(store.chatUnread).toBe(0);
    store.setChatOpen(false);
    live.server.newmessage(message('Marie', '13'));
    expect(store.chatUnread).toBe(1);
  });

  it('keeps the pending count, and forgets everything on reset', () => {
    const { live, store } = build();
    store.start();
    live.server.pendingcount(2);
    live.server.chatunread(1);
    store.markArticlesSeen(3);
    expect(store.total).toBe(3);
    store.reset();
    expect([store.pendingCount, store.chatUnread, store.lastSeenArticleId, store.status, live.open]).toEqual([0, 0, 0, 'idle', false]);
  });

  it('catches up on the feed at each reconnection', async () => {
    const { api, articles, live, store, settle } = build();
    store.start();
    await settle();
    live.server.drop();
    expect(store.status).toBe('reconnecting');
    await api.publish('token', { title: 'Pendant la coupure', bandeau: 'b', structure: [], files: [] });
    live.server.connect();
    await settle();
    expect(articles.articles[0]?.content.title).toBe('Pendant la coupure');
  });

  it('says it is reconnecting when an attempt cannot reach the server, until one connects', async () => {
    const { live, store, settle } = build();
    store.start();
    await settle();
    expect(store.status).toBe('connected');
    live.server.unreachable();
    expect(store.status).toBe('reconnecting');
    live.server.connect();
    await settle();
    expect(store.status).toBe('connected');
  });

  it('follows a video being prepared: its progress, then ready with its poster, or failed with the French message', async () => {
    const { videos, videosApi, live, store, settle } = build();
    await videos.load();
    store.start();
    await settle();
    live.server.videoprogress(preparing.id, 42);
    expect(videos.video(preparing.id)?.progress).toBe(42);
    videosApi.stored()[0] = { ...preparing, status: 'ready', progress: 100, poster: '/media/videos/p.poster.jpg' };
    live.server.videoready(preparing.id);
    await settle();
    expect(videos.video(preparing.id)).toMatchObject({ status: 'ready', poster: '/media/videos/p.poster.jpg' });
    live.server.videofailed(preparing.id, 'Cette vidéo ne peut pas être lue.');
    expect(videos.video(preparing.id)).toMatchObject({ status: 'failed', message: 'Cette vidéo ne peut pas être lue.' });
  });

  it('hands reactions changed elsewhere to the reactions store, once a screen showing them made it', () => {
    const { live, store, showReactions } = build();
    store.start();
    const heart = { emoji: '❤️', count: 1, mine: false, by: ['Léa'] };
    // No bar drawn yet: nothing to update, and nothing fails.
    live.server.reaction({ kind: 'article', id: '2', reactions: [heart] });
    const reactions = showReactions();
    live.server.reaction({ kind: 'photo', id: 'Noël/abc.jpg', reactions: [heart] });
    expect(reactions.of('photo', 'Noël/abc.jpg', undefined)).toEqual([heart]);
    expect(reactions.of('article', '2', undefined)).toEqual([]);
  });

  it('counts the photos another member adds to an album, live, until Lapingram is opened', async () => {
    const { albumsApi, albumAdditions, live, store, settle } = build();
    store.start();
    await settle();
    expect(store.newAlbumItems).toBe(0);

    const line = { pseudo: 'Camille', album: 'Alpes', photos: 12, videos: 0, at: Date.UTC(2026, 10, 29, 10, 5) };
    const lines = albumsApi.additionsList;
    lines.unshift(line);
    live.server.albumadded('Alpes');
    await settle();
    expect(albumAdditions.additions).toEqual([line]);
    expect([store.newAlbumItems, store.total]).toEqual([12, 12]);

    albumAdditions.setAlbumsOpen(true);
    expect(store.newAlbumItems).toBe(0);
    // While Lapingram is open, what arrives is seen at once.
    lines.unshift({ ...line, photos: 1, videos: 2, at: line.at + 60_000 });
    live.server.albumadded('Alpes');
    await settle();
    expect(store.newAlbumItems).toBe(0);
    albumAdditions.setAlbumsOpen(false);
    // Paul's own photos are not news to him.
    lines.unshift({ ...line, pseudo: 'Paul', at: line.at + 120_000 });
    live.server.albumadded('Alpes');
    await settle();
    expect(store.newAlbumItems).toBe(0);
    expect(albumAdditions.additions.map((addition) => addition.pseudo)).toEqual(['Paul', 'Camille', 'Camille']);
  });

  it("shows an item added to the album on screen, and its video once ready, without a reload (issue 38)", async () => {
    const { albums, slideshows, albumsApi, live, store, settle } = build();
    store.start();
    await albums.loadSlideshow('Alpes');
    const video: SlideshowItem = { image: '', description: '', name: '00000000-0000-4000-8000-0000000000bb', kind: 'video', status: 'processing', progress: 0 };
    slideshows.Alpes = [video];
    live.server.albumadded('Alpes');
    await settle();
    expect(albums.slideshow).toEqual([video]);
    expect(albums.slideshowStatus).toBe('ready');

    slideshows.Alpes = [{ ...video, status: 'ready', progress: 100 }];
    live.server.videoready(video.name!);
    await settle();
    expect(albums.slideshow[0]?.status).toBe('ready');

    // Another album's news leave the one on screen alone.
    const calls = albumsApi.calls.length;
    live.server.albumadded('Bretagne');
    await settle();
    expect(albumsApi.calls.slice(calls).filter((call) => call.startsWith('getalbumimages'))).toEqual([]);
  });

  it('does nothing without a connector or before sign-in', () => {
    const api = fakeArticlesApi([]);
    const articles = new ArticlesStore(api, () => undefined, { storage: null });
    const comments = new CommentsStore(api, articles, () => undefined);
    const videos = new VideosStore(fakeVideosApi(), () => undefined);
    const albumAdditions = new AlbumAdditionsStore(fakeAlbumsApi(), () => undefined, { storage: null });
    const store = new LiveStore(
      { connector: undefined, handshake: () => undefined, self: () => undefined, articles, comments, videos, albumAdditions, reactions: () => undefined },
      { storage: null },
    );
    store.start();
    expect(store.status).toBe('idle');
  });
});
