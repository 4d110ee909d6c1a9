import { describe, expect, it, vi } from 'vitest';
import { when } from 'mobx';
import type { AlbumsApi } from '../api/albumsApi.ts';
import { ApiError } from '../api/httpClient.ts';
import type { ResumableUploadEvents } from '../api/resumableUpload.ts';
import { UploadCancelledError } from '../api/uploadCancelledError.ts';
import { fakeAlbumsApi } from '../testing/fakeAlbumsApi.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import { AlbumUploadStore } from './AlbumUploadStore.ts';
import type { PhotoPreparer } from './preparePhoto.ts';
import type { NetworkWatch } from './uploadRetries.ts';
import { memoryUploadQueue, type StoredUpload } from './uploadQueuePersistence.ts';

// Issue 38, fault 7: videos picked with the photos go to the album through tus, one at a time.

const album = 'Alpes';
const hashed: string[] = [];
const preparer: PhotoPreparer = {
  hash: async (blob) => {
    const text = await blob.text();
    hashed.push(text);
    return `hash:${text}`;
  },
  shrink: async (blob) => blob,
  takenAt: () => Promise.resolve(undefined),
};
const online: NetworkWatch = { isOnline: () => true, onOnline: () => () => undefined };
const clip = (name = 'Descente à ski.mp4') => new File(['video-bytes'], name, { type: 'video/mp4' });
const jpeg = (name: string) => new File([name], name, { type: 'image/jpeg' });

interface VideoCall {
  album: string;
  name: string;
  events: ResumableUploadEvents;
  signal: AbortSignal | undefined;
  finish(outcome: string | Error): void;
}

/** An api whose videos wait for the test to finish them, and whose photo calls succeed. */
function scriptedVideos() {
  const base = fakeAlbumsApi();
  const videos: VideoCall[] = [];
  const photoCalls: string[][] = [];
  const api: AlbumsApi = {
    ...base,
    uploadPhotos(token, name, photos, onProgress) {
      photoCalls.push(photos.map((photo) => photo.sha256));
      return base.uploadPhotos(token, name, photos, onProgress);
    },
    uploadVideo: (_token, albumName, { name }, events, signal) =>
      new Promise((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new UploadCancelledError()));
        videos.push({ album: albumName, name, events, signal, finish: (outcome) => (typeof outcome === 'string' ? resolve(outcome) : reject(outcome)) });
      }),
  };
  return { api, videos, photoCalls };
}

function makeStore(api: AlbumsApi, persistence = memoryUploadQueue()) {
  return { store: new AlbumUploadStore(api, () => 'token', { persistence, preparer, network: online }), persistence };
}

describe('videos in the members’ upload queue (issue 38)', () => {
  it('sends a picked video as it is, through the resumable upload, while the photos go in their calls', async () => {
    const { api, videos, photoCalls } = scriptedVideos();
    const { store, persistence } = makeStore(api);
    hashed.length = 0;
    await store.add(album, [jpeg('a.jpg'), clip(), jpeg('b.jpg')]);
    await vi.waitFor(() => expect(videos).toHaveLength(1));
    expect(videos[0]).toMatchObject({ album, name: 'Descente à ski.mp4' });
    const line = () => store.lines.find((candidate) => candidate.kind === 'video');
    expect(line()?.status).toBe('sending');

    videos[0]!.events.onProgress(40, 100);
    expect(line()?.progress).toBe(0.4);
    await when(() => store.lines.filter((candidate) => candidate.kind !== 'video').every((candidate) => candidate.status === 'done'), { timeout: 1000 });
    // The video is neither hashed nor shrunk, nor carried by a photo call.
    expect(hashed.sort()).toEqual(['a.jpg', 'b.jpg']);
    expect(photoCalls.flat().sort()).toEqual(['hash:a.jpg', 'hash:b.jpg']);

    videos[0]!.finish('00000000-0000-4000-8000-000000000001');
    await when(() => line()?.status === 'done', { timeout: 1000 });
    expect(store.pendingIn(album)).toBe(0);
    expect([...persistence.items.values()].find((item) => item.kind === 'video')).toMatchObject({ status: 'done', blob: null });
  });

  it('sends videos one at a time', async () => {
    const { api, videos } = scriptedVideos();
    const { store } = makeStore(api);
    await store.add(album, [clip('un.mp4'), clip('deux.mp4')]);
    await vi.waitFor(() => expect(videos).toHaveLength(1));
    expect(store.lines.map((line) => line.status)).toEqual(['sending', 'waiting']);
    videos[0]!.finish('id-1');
    await vi.waitFor(() => expect(videos).toHaveLength(2));
    expect(videos[1]?.name).toBe('deux.mp4');
  });

  it('says the queue waits while the upload waits out a cut, and clears it when it sends again', async () => {
    const { api, videos } = scriptedVideos();
    const { store } = makeStore(api);
    await store.add(album, [clip()]);
    await vi.waitFor(() => expect(videos).toHaveLength(1));
    videos[0]!.events.onWaiting();
    expect(store.notice).toBe(albumTexts.upload.cut);
    videos[0]!.events.onSending();
    expect(store.notice).toBeUndefined();
  });

  it('ends a refused video with the French reason, and « Réessayer » sends it again', async () => {
    const { api, videos } = scriptedVideos();
    const { store } = makeStore(api);
    await store.add(album, [clip()]);
    await vi.waitFor(() => expect(videos).toHaveLength(1));
    videos[0]!.finish(new ApiError("Seul l'administrateur peut ajouter des vidéos à cet album", 403));
    await when(() => store.lines[0]?.status === 'failed', { timeout: 1000 });
    expect(store.lines[0]?.error).toBe("Seul l'administrateur peut ajouter des vidéos à cet album");

    store.retry(store.lines[0]!.id);
    await vi.waitFor(() => expect(videos).toHaveLength(2));
    videos[1]!.finish('id-2');
    await when(() => store.lines[0]?.status === 'done', { timeout: 1000 });
  });

  it('takes up a video a reload left in the device’s queue', async () => {
    const left: StoredUpload = { id: 'v1', album, name: 'Falaises.mov', kind: 'video', blob: clip('Falaises.mov'), prepared: true, originalQuality: false, status: 'waiting', order: 1 };
    const { api, videos } = scriptedVideos();
    const { store } = makeStore(api, memoryUploadQueue([left]));
    await store.resume();
    await vi.waitFor(() => expect(videos).toHaveLength(1));
    expect(videos[0]?.name).toBe('Falaises.mov');
    expect(store.lines[0]).toMatchObject({ kind: 'video', status: 'sending' });
  });

  it('stops the video on sign-out', async () => {
    const { api, videos } = scriptedVideos();
    const { store, persistence } = makeStore(api);
    await store.add(album, [clip()]);
    await vi.waitFor(() => expect(videos).toHaveLength(1));
    store.reset();
    expect(videos[0]?.signal?.aborted).toBe(true);
    expect(store.lines).toEqual([]);
    await when(() => persistence.items.size === 0, { timeout: 1000 });
  });
});
