import { describe, expect, it, vi } from 'vitest';
import type { Article, ArticleSubmission } from '../../shared/articleTypes.ts';
import { PHOTO_REUPLOAD_AFTER_MS } from '../../shared/articleLimits.ts';
import { ApiError } from '../api/httpClient.ts';
import type { PhotoPreparer } from './preparePhoto.ts';
import { StoryOutboxStore } from './StoryOutboxStore.ts';
import { memoryStoryOutbox } from './storyOutboxPersistence.ts';
import type { StoryApi } from './storyOutboxTypes.ts';

const MARIE = 7;

interface FakeServer {
  online: boolean;
  /** The next publishes are stored, but their answer never arrives. */
  loseAnswers: number;
  refusePhotosWith: string | undefined;
  uploads: Blob[];
  publishes: ArticleSubmission[];
  /** By clientId. */
  articles: Map<string, Article>;
  api: StoryApi;
}

/** A server that, like the real one, stores one article per clientId. */
function fakeServer(): FakeServer {
  const articles = new Map<string, Article>();
  const server: FakeServer = {
    online: true,
    loseAnswers: 0,
    refusePhotosWith: undefined,
    uploads: [],
    publishes: [],
    articles,
    api: {
      async uploadPhoto(_token, photo, onProgress) {
        if (!server.online) throw new Error('Network Error');
        if (server.refusePhotosWith) throw new ApiError(server.refusePhotosWith, 413);
        onProgress?.(0.5);
        onProgress?.(1);
        server.uploads.push(photo);
        return `srv-${server.uploads.length}`;
      },
      async publish(_token, submission) {
        if (!server.online) throw new Error('Network Error');
        server.publishes.push(submission);
        const first = articles.get(submission.clientId!);
        const article = first ?? { id: articles.size + 1, writer: 'Marie', ts: 1, content: { title: submission.title, bandeau: submission.bandeau, structure: submission.structure }, comments: [] };
        articles.set(submission.clientId!, article);
        if (server.loseAnswers > 0) {
          server.loseAnswers -= 1;
          throw new Error('socket hang up');
        }
        return article;
      },
    },
  };
  return server;
}

function fakeNetwork(server: { online: boolean }) {
  const listeners = new Set<() => void>();
  return {
    isOnline: () => server.online,
    onOnline(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The network comes back: the browser's `online` event. */
    back() {
      server.online = true;
      for (const listener of listeners) listener();
    },
  };
}

const preparer: PhotoPreparer = {
  hash: async (blob) => `sha-${blob.size}`,
  shrink: async () => new Blob(['petite']),
  takenAt: async () => undefined,
};

const photo = (name: string) => new File([`octets de ${name}, en grand`], name, { type: 'image/jpeg' });

function build(server = fakeServer(), persistence = memoryStoryOutbox(), now = () => 1_000) {
  const network = fakeNetwork(server);
  const store = new StoryOutboxStore(server.api, () => 'jeton', MARIE, { persistence, preparer, network, now });
  return { server, network, persistence, store };
}

const story = (photos: string[]) => ({ title: 'Le lac', paragraphs: ['Premier jour au bord du lac. Il fait beau.', '  ', 'Retour le soir.'], photos });

describe('StoryOutboxStore', () => {
  it('sends photos shrunk as soon as they are picked, and publishes the story naming them once', async () => {
    const { server, store } = build();
    await store.restored;
    const ids = store.addPhotos([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await vi.waitFor(() => expect(store.photos.map((shown) => shown.state)).toEqual(['done', 'done', 'done']));
    expect(server.uploads.map((blob) => blob.size)).toEqual([6, 6, 6]);
    expect(store.photos.every((shown) => shown.progress === 1)).toBe(true);

    const outcome = await store.publish(story(ids));
    expect(outcome).toEqual({ status: 'published', article: expect.objectContaining({ id: 1 }) as Article });
    expect(server.publishes).toHaveLength(1);
    const [sent] = server.publishes;
    expect(sent).toMatchObject({ title: 'Le lac', bandeau: 'Premier jour au bord du lac.', files: [], clientId: expect.any(String) as string });
    expect(sent!.structure).toEqual([
      { type: 'text', name: 'paragraphe 1', content: 'Premier jour au bord du lac. Il fait beau.' },
      { type: 'text', name: 'paragraphe 2', content: 'Retour le soir.' },
      { type: 'image', name: 'photo 1', content: 'srv-1', photo: true },
      { type: 'image', name: 'photo 2', content: 'srv-2', photo: true },
      { type: 'image', name: 'photo 3', content: 'srv-3', photo: true },
    ]);
    expect(store.stories).toEqual([]);
    expect(store.photos).toEqual([]);
  });

  it('sends each photo once the last one’s bytes are out, not its answer, prepared one at a time in picking order, shown shrunk', async () => {
    const server = fakeServer();
    const answers: (() => void)[] = [];
    const started: string[] = [];
    const upload = server.api.uploadPhoto;
    // Photo b's bytes leave without the browser saying so: the next waits for its answer.
    server.api.uploadPhoto = async (token, blob, onProgress) => {
      const name = await blob.text();
      started.push(name);
      if (name !== 'petite b.jpg') onProgress?.(1);
      await new Promise<void>((answer) => answers.push(answer));
      return upload(token, blob, onProgress);
    };
    const shrunk: string[] = [];
    const shrinking: PhotoPreparer = {
      ...preparer,
      async shrink(blob) {
        const original = await blob.text();
        shrunk.push(original);
        return new Blob([`petite ${original.slice('octets de '.length).split(',')[0]!}`]);
      },
    };
    const store = new StoryOutboxStore(server.api, () => 'jeton', MARIE, { persistence: memoryStoryOutbox(), preparer: shrinking, network: fakeNetwork(server) });
    await store.restored;
    const ids = store.addPhotos([photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg'), photo('e.jpg')]);
    await vi.waitFor(() => expect(started).toEqual(['petite a.jpg', 'petite b.jpg']));
    expect(await store.previewBlob(ids[0]!, true)?.text()).toBe('petite a.jpg');
    answers[1]!();
    // Three wait for their answer at most.
    await vi.waitFor(() => expect(started).toEqual(['petite a.jpg', 'petite b.jpg', 'petite c.jpg', 'petite d.jpg']));
    expect(shrunk).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map((name) => `octets de ${name}, en grand`));
    // The fifth, already shrunk, waits its turn.
    await vi.waitFor(() => expect(store.photos.map((shown) => shown.state)).toEqual(['uploading', 'done', 'uploading', 'uploading', 'waiting']));
    answers[0]!();
    await vi.waitFor(() => expect(started).toHaveLength(5));
    answers.slice(2).forEach((answer) => answer());
    await vi.waitFor(() => expect(store.photos.every((shown) => shown.state === 'done')).toBe(true));
  });

  it('keeps a story written offline « En attente d’envoi », and publishes it once when the network is back', async () => {
    const { server, network, persistence, store } = build();
    server.online = false;
    await store.restored;
    const ids = store.addPhotos([photo('a.jpg'), photo('b.jpg')]);
    await vi.waitFor(() => expect(persistence.items.size).toBe(2));
    expect(await store.publish(story(ids))).toEqual({ status: 'queued' });
    expect(store.stories).toEqual([{ clientId: expect.any(String) as string, title: 'Le lac', state: 'waiting' }]);
    expect(server.uploads).toEqual([]);

    network.back();
    await vi.waitFor(() => expect(store.stories).toEqual([]));
    expect(server.uploads).toHaveLength(2);
    expect(server.articles.size).toBe(1);
    expect(store.lastPublished?.content.title).toBe('Le lac');
    expect(persistence.items.size).toBe(0);
  });

  it('sends a story whose answer was lost again under the same clientId, and the server keeps one', async () => {
    const { server, network, store } = build();
    await store.restored;
    server.loseAnswers = 1;
    expect(await store.publish({ title: 'Sans photo', paragraphs: ['Un mot.'], photos: [] })).toEqual({ status: 'queued' });
    network.back();
    await vi.waitFor(() => expect(store.stories).toEqual([]));
    expect(server.publishes).toHaveLength(2);
    expect(server.publishes[1]!.clientId).toBe(server.publishes[0]!.clientId);
    expect(server.articles.size).toBe(1);
  });

  it('restores a queued story and its photos after a reload, and publishes it', async () => {
    const first = build();
    first.server.online = false;
    await first.store.restored;
    const ids = first.store.addPhotos([photo('a.jpg')]);
    await vi.waitFor(() => expect(first.persistence.items.size).toBe(1));
    await first.store.publish(story(ids));
    const draftPhoto = first.store.addPhotos([photo('brouillon.jpg')]);
    await vi.waitFor(() => expect(first.persistence.items.size).toBe(3));

    // The app reloads offline: a new store over what the device kept.
    const second = build(first.server, first.persistence);
    await second.store.restored;
    expect(second.store.stories).toEqual([{ clientId: expect.any(String) as string, title: 'Le lac', state: 'waiting' }]);
    expect(second.store.photos).toEqual([{ id: draftPhoto[0], name: 'brouillon.jpg', state: 'waiting', progress: 0 }]);
    second.network.back();
    await vi.waitFor(() => expect(second.store.stories).toEqual([]));
    expect(first.server.articles.size).toBe(1);
    expect(first.server.publishes[0]!.structure.filter((element) => element.type === 'image')).toHaveLength(1);
    await vi.waitFor(() => expect(second.store.photos[0]?.state).toBe('done'));
  });

  it('shows a refused photo as failed with the server’s reason, and sends it again on retry', async () => {
    const { server, store } = build();
    await store.restored;
    server.refusePhotosWith = 'Une photo dépasse 30 Mo';
    const [id] = store.addPhotos([photo('lourde.jpg')]);
    await vi.waitFor(() => expect(store.photos[0]).toMatchObject({ state: 'failed', error: 'Une photo dépasse 30 Mo' }));
    server.refusePhotosWith = undefined;
    store.retryPhoto(id!);
    await vi.waitFor(() => expect(store.photos[0]).toMatchObject({ state: 'done', progress: 1 }));
  });

  it('sends again a photo sent too long ago before the story names it', async () => {
    let clock = 1_000;
    const { server, store } = build(fakeServer(), memoryStoryOutbox(), () => clock);
    await store.restored;
    const ids = store.addPhotos([photo('a.jpg')]);
    await vi.waitFor(() => expect(store.photos[0]?.state).toBe('done'));
    clock += PHOTO_REUPLOAD_AFTER_MS + 1;
    await store.publish(story(ids));
    expect(server.uploads).toHaveLength(2);
    expect(server.publishes[0]!.structure.at(-1)).toMatchObject({ content: 'srv-2', photo: true });
  });

  it('keeps a refused story with the server’s reason', async () => {
    const server = fakeServer();
    server.api.publish = async () => {
      throw new ApiError("L'article doit avoir un titre", 400);
    };
    const { store } = build(server);
    await store.restored;
    expect(await store.publish({ title: '', paragraphs: ['x'], photos: [] })).toEqual({ status: 'refused', reason: "L'article doit avoir un titre" });
    expect(store.stories).toEqual([{ clientId: expect.any(String) as string, title: '', state: 'refused', reason: "L'article doit avoir un titre" }]);
  });
});
