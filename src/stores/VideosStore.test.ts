import { describe, expect, it, vi } from 'vitest';
import { VideosStore } from './VideosStore.ts';
import { fakeVideosApi, sampleVideo } from '../testing/fakeVideosApi.ts';

const older = sampleVideo({ title: 'Ancienne', ts: 1000 });
const newer = sampleVideo({ title: 'Récente', ts: 2000 });
const file = new Blob(['x'], { type: 'video/mp4' });

function build(options: Parameters<typeof fakeVideosApi>[1] = {}, token: string | undefined = 'token') {
  const api = fakeVideosApi([older, newer], options);
  return { api, store: new VideosStore(api, () => token) };
}

describe('VideosStore', () => {
  it('lists the family videos newest first', async () => {
    const { store } = build();
    await store.load();
    expect(store.videos.map((video) => video.title)).toEqual(['Récente', 'Ancienne']);
    expect([store.status, store.loaded]).toEqual(['idle', true]);
  });

  it('keeps the server message when the list cannot be read', async () => {
    const { store } = build({ failWith: 'Accès refusé' });
    await store.load();
    expect([store.status, store.error, store.loaded]).toEqual(['error', 'Accès refusé', false]);
  });

  it('adds an uploaded video on top, processing, and reports the progress of the send', async () => {
    const { store } = build();
    await store.load();
    const added = await store.upload({ title: 'Plage', description: '', file });
    expect(added?.status).toBe('processing');
    expect(store.videos[0]?.title).toBe('Plage');
    expect(store.uploadProgress).toBeUndefined();
  });

  it('reports the bytes sent, waits out a lost network, and cancels on request without an error', async () => {
    const { api, store } = build({ uploadStallsHalfWay: true });
    await store.load();
    const sending = store.upload({ title: 'Plage', description: '', file: new Blob([new Uint8Array(4000)]) });
    await vi.waitFor(() => expect(store.uploadStatus).toBe('waiting'));
    expect([store.uploadSent, store.uploadTotal, store.uploadProgress, store.uploading]).toEqual([2000, 4000, 0.5, true]);
    // A second upload waits for the first.
    expect(await store.upload({ title: 'Autre', description: '', file })).toBeUndefined();

    store.cancelUpload();
    expect(await sending).toBeUndefined();
    expect([store.uploadStatus, store.uploadProgress, store.uploadCancelled, store.uploadError]).toEqual(['idle', undefined, true, undefined]);
    expect(store.videos).toHaveLength(2);
    expect(api.calls.filter((name) => name === 'upload')).toHaveLength(1);
  });

  it('shows where an upload begun before a reload was taken up, then the network lost and found again', async () => {
    const api = fakeVideosApi([]);
    const steps: string[] = [];
    const store = new VideosStore(
      {
        ...api,
        async upload(token, upload, events, signal) {
          events.onResumed(3000, 4000);
          steps.push(`resumed at ${store.uploadResumedAt}`);
          events.onWaiting();
          steps.push(store.uploadStatus);
          events.onSending();
          events.onProgress(4000, 4000);
          steps.push(`${store.uploadStatus} ${store.uploadProgress}`);
          return api.upload(token, upload, events, signal);
        },
      },
      () => 'token',
    );
    expect(await store.upload({ title: 'Plage', description: '', file: new Blob([new Uint8Array(4000)]) })).toBeDefined();
    expect(steps).toEqual(['resumed at 0.75', 'waiting', 'sending 1']);
    expect([store.uploadStatus, store.uploadResumedAt, store.uploadProgress]).toEqual(['idle', undefined, undefined]);
  });

  it('stops an upload under way at sign-out and forgets the uploads the device could take up', async () => {
    const { api, store } = build({ uploadStallsHalfWay: true });
    await store.load();
    const sending = store.upload({ title: 'Plage', description: '', file });
    await vi.waitFor(() => expect(store.uploadStatus).toBe('waiting'));
    store.reset();
    expect(await sending).toBeUndefined();
    expect([store.uploading, store.uploadCancelled]).toEqual([false, false]);
    expect(api.calls).toContain('forgetUploads');
  });

  it('keeps the French refusal of an upload and adds nothing', async () => {
    const { store } = build({ uploadFailWith: 'Ce fichier n’est pas une vidéo que Lapin sait lire.' });
    await store.load();
    expect(await store.upload({ title: 'Plage', description: '', file })).toBeUndefined();
    expect(store.uploadError).toBe('Ce fichier n’est pas une vidéo que Lapin sait lire.');
    expect(store.videos).toHaveLength(2);
  });

  it('edits and deletes a video through the server', async () => {
    const { api, store } = build();
    await store.load();
    expect(await store.edit(older.id, 'Nouveau titre', 'Avec Mamie')).toBe(true);
    expect(store.video(older.id)).toMatchObject({ title: 'Nouveau titre', description: 'Avec Mamie' });
    expect(await store.remove(older.id)).toBe(true);
    expect(store.video(older.id)).toBeUndefined();
    expect(api.stored().map((video) => video.id)).toEqual([newer.id]);
  });

  it('ignores a late or backward progress, and reads a video it did not know of', async () => {
    const { api, store } = build();
    await store.load();
    const video = await store.upload({ title: 'Plage', description: '', file });
    store.applyProgress(video!.id, 60);
    store.applyProgress(video!.id, 40);
    expect(store.video(video!.id)?.progress).toBe(60);
    const stranger = sampleVideo({ title: 'Par Paul', ts: Date.now() + 60_000, status: 'processing', progress: 0 });
    api.stored().push(stranger);
    store.applyProgress(stranger.id, 10);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.videos[0]?.title).toBe('Par Paul');
  });

  it('drops a video deleted elsewhere once the server no longer finds it', async () => {
    const { api, store } = build();
    await store.load();
    await api.remove('token', older.id);
    await store.refresh(older.id);
    expect(store.video(older.id)).toBeUndefined();
    expect(store.openError[older.id]).toBe('Vidéo introuvable');
  });

  it('forgets everything at sign-out', async () => {
    const { store } = build();
    await store.load();
    store.reset();
    expect([store.videos, store.loaded]).toEqual([[], false]);
  });
});
