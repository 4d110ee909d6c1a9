import { describe, expect, it, vi } from 'vitest';
import { when } from 'mobx';
import type { AlbumsApi, UploadOutcome, UploadPhoto } from '../api/albumsApi.ts';
import { ApiError } from '../api/httpClient.ts';
import { fakeAlbumsApi } from '../testing/fakeAlbumsApi.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { AlbumUploadStore } from './AlbumUploadStore.ts';
import type { PhotoPreparer } from './preparePhoto.ts';
import type { UploadLine } from './uploadLine.ts';
import type { NetworkWatch } from './uploadRetries.ts';
import { memoryUploadQueue, type StoredUpload } from './uploadQueuePersistence.ts';

const album = 'Vacances en Bretagne';

/** A photo's "bytes" are its name; the fake hash is those bytes, the shrunk copy is marked. */
const preparer: PhotoPreparer = {
  hash: async (blob) => `hash:${(await blob.text()).replace(/^petite:/, '')}`,
  shrink: async (blob) => new Blob([`petite:${await blob.text()}`]),
  takenAt: () => Promise.resolve(undefined),
};

function photos(count: number, prefix = 'photo'): File[] {
  return Array.from({ length: count }, (_, index) => new File([`${prefix}-${index + 1}`], `${prefix}-${index + 1}.jpg`, { type: 'image/jpeg' }));
}

function network(initially = true): NetworkWatch & { set(online: boolean): void } {
  let online = initially;
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      if (value) for (const listener of listeners) listener();
    },
  };
}

/** An api whose every upload call goes through `behave`; it records each call's photos and how
 * many calls were in flight at once. */
function scriptedApi(behave: (photos: readonly UploadPhoto[], call: number) => Promise<UploadOutcome> | UploadOutcome) {
  const base = fakeAlbumsApi();
  const sent: string[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const api: AlbumsApi = {
    ...base,
    async uploadPhotos(_token, _album, batch, onProgress) {
      const call = sent.length;
      sent.push(batch.map((photo) => photo.sha256));
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        onProgress(0.5);
        return await behave(batch, call);
      } finally {
        inFlight -= 1;
      }
    },
  };
  return { api, sent, mostInFlight: () => mostInFlight };
}

const finished = (line: UploadLine) => line.status === 'done' || line.status === 'duplicate' || line.status === 'failed';
const added = (batch: readonly UploadPhoto[]): UploadOutcome => ({ kind: 'added', photos: batch.map(() => ({ image: 'x', comment: 'none' })) });
const cut = () => new ApiError('Network Error');

function makeStore(api: AlbumsApi, options: { persistence?: ReturnType<typeof memoryUploadQueue>; net?: NetworkWatch } = {}) {
  const persistence = options.persistence ?? memoryUploadQueue();
  const store = new AlbumUploadStore(api, () => 'token', { persistence, preparer, network: options.net ?? network() }, { retryBaseMs: 5, maxRetryMs: 20 });
  return { store, persistence };
}

async function settled(store: AlbumUploadStore, count: number): Promise<void> {
  await when(() => store.lines.length === count && store.lines.every(finished), { timeout: 3000 });
}

describe('AlbumUploadStore', () => {
  it('sends twelve photos shrunk, in calls of at most five, two calls at a time, each once', async () => {
    const { api, sent, mostInFlight } = scriptedApi(added);
    const { store, persistence } = makeStore(api);
    await store.add(album, photos(12));
    await settled(store, 12);
    expect(store.lines.map((line) => line.status)).toEqual(Array(12).fill('done'));
    expect(sent.every((call) => call.length <= 5)).toBe(true);
    expect(sent.flat().sort()).toEqual(photos(12).map((_, index) => `hash:photo-${index + 1}`).sort());
    expect(mostInFlight()).toBe(2);
    // Only the lines stay on the device once the album holds the photos, not their bytes.
    expect([...persistence.items.values()].every((item) => item.blob === null && item.status === 'done')).toBe(true);
  });

  it('hashes the original bytes and sends the shrunk copy, or the original when asked', async () => {
    const bodies: string[] = [];
    const { api } = scriptedApi(async (batch) => {
      for (const photo of batch) bodies.push(await photo.blob.text());
      return added(batch);
    });
    const { store } = makeStore(api);
    await store.add(album, photos(1, 'plage'));
    store.setOriginalQuality(true);
    await store.add(album, photos(1, 'digue'));
    await settled(store, 2);
    expect(bodies.sort()).toEqual(['digue-1', 'petite:plage-1']);
  });

  it('reports progress per photo from the share of the call already sent', async () => {
    const { store } = makeStore(fakeAlbumsApi({ uploadStuckAt: 0.5 }));
    await store.add(album, [new File(['a'.repeat(10)], 'un.jpg'), new File(['b'.repeat(10)], 'deux.jpg')]);
    await when(() => store.lines.every((line) => line.status === 'sending'), { timeout: 1000 });
    // The shrunk copies are the same size: the first is sent whole at mid-call, the second not begun.
    expect(store.lines.map((line) => line.progress)).toEqual([1, 0]);
  });

  it('marks a photo the album holds "déjà là" and sends the rest of its call again', async () => {
    const api = fakeAlbumsApi({ held: { [album]: ['hash:photo-2'] } });
    const { store } = makeStore(api);
    await store.add(album, photos(3));
    await settled(store, 3);
    expect(store.lines.map((line) => line.status)).toEqual(['done', 'duplicate', 'done']);
    expect([...(api.held.get(album) ?? [])].sort()).toEqual(['hash:photo-1', 'hash:photo-2', 'hash:photo-3']);
  });

  it('waits while offline, goes on when back online, and sends no photo twice after a cut', async () => {
    const net = network();
    const held = new Set<string>();
    const { api, sent } = scriptedApi((batch, call) => {
      // The first call reaches the server, but its answer is lost in the cut.
      if (call === 0) {
        for (const photo of batch) held.add(photo.sha256);
        net.set(false);
        throw cut();
      }
      const known = batch.find((photo) => held.has(photo.sha256));
      if (known) return { kind: 'duplicate', sha256: known.sha256, message: "Cette photo est déjà dans l'album" };
      for (const photo of batch) held.add(photo.sha256);
      return added(batch);
    });
    const { store } = makeStore(api, { net });
    await store.add(album, photos(6));
    await when(() => store.notice !== undefined, { timeout: 1000 });
    expect(store.notice).toMatch(/Pas de réseau/);
    const callsWhileOffline = sent.length;
    net.set(true);
    await settled(store, 6);
    expect(sent.length).toBeGreaterThan(callsWhileOffline);
    // Those of the cut call arrived then: done, not "déjà là".
    expect(store.lines.map((line) => line.status)).toEqual(Array(6).fill('done'));
    expect(held.size).toBe(6);
  });

  it('goes on after a reload with what is left, and leaves what is done alone', async () => {
    const stored = (index: number, status: StoredUpload['status']): StoredUpload => ({
      id: `p${index}`,
      album,
      name: `photo-${index}.jpg`,
      blob: status === 'done' ? null : new Blob([`photo-${index}`]),
      prepared: index !== 3,
      sha256: index !== 3 ? `hash:photo-${index}` : undefined,
      originalQuality: false,
      status,
      order: index,
    });
    const persistence = memoryUploadQueue([stored(1, 'done'), stored(2, 'waiting'), stored(3, 'waiting')]);
    const { api, sent } = scriptedApi(added);
    const { store } = makeStore(api, { persistence });
    await store.resume();
    await settled(store, 3);
    expect(sent.flat().sort()).toEqual(['hash:photo-2', 'hash:photo-3']);
  });

  it('counts a photo a reload cut off in mid-call as sent when the album turns out to hold it', async () => {
    const api = fakeAlbumsApi({ held: { [album]: ['hash:photo-1', 'hash:photo-3'] } });
    const cutOff: StoredUpload = { id: 'p1', album, name: 'photo-1.jpg', blob: new Blob(['photo-1']), prepared: true, sha256: 'hash:photo-1', originalQuality: false, status: 'waiting', uncertain: true, order: 1 };
    const persistence = memoryUploadQueue([cutOff]);
    const { store } = makeStore(api, { persistence });
    await store.resume();
    await store.add(album, photos(3).slice(1));
    await settled(store, 3);
    // photo-1 was in the cut call: it arrived then. photo-3 was there before: déjà là.
    expect(store.lines.map((line) => [line.name, line.status])).toEqual([
      ['photo-1.jpg', 'done'],
      ['photo-2.jpg', 'done'],
      ['photo-3.jpg', 'duplicate'],
    ]);
  });

  it('fails a refused photo alone, with the French reason, and sends it again on Réessayer', async () => {
    let refuse = true;
    const { api } = scriptedApi((batch) => {
      if (refuse && batch.some((photo) => photo.sha256 === 'hash:photo-2')) throw new ApiError('Seules les images png, gif ou jpeg sont acceptées', 415);
      return added(batch);
    });
    const { store } = makeStore(api);
    await store.add(album, photos(3));
    await settled(store, 3);
    expect(store.lines.map((line) => [line.status, line.error])).toEqual([
      ['done', undefined],
      ['failed', 'Seules les images png, gif ou jpeg sont acceptées'],
      ['done', undefined],
    ]);
    refuse = false;
    const failed = store.lines[1];
    store.retry(failed?.id ?? '');
    await when(() => store.lines[1]?.status === 'done', { timeout: 1000 });
  });

  it('tries a failing server again with back-off, then says so', async () => {
    const { api, sent } = scriptedApi(() => {
      throw new ApiError('Erreur interne du serveur', 500);
    });
    const { store } = makeStore(api);
    await store.add(album, photos(1));
    await settled(store, 1);
    expect(sent).toHaveLength(3);
    expect(store.lines[0]).toMatchObject({ status: 'failed', error: 'Erreur interne du serveur' });
  });

  it('refuses more than 200 photos at once, and says a photo it cannot read has failed', async () => {
    const { store } = makeStore(fakeAlbumsApi());
    await store.add(album, photos(201));
    expect(store.pickError).toBe('201 photos choisies : 200 au plus à la fois.');
    expect(store.lines).toHaveLength(0);

    const broken = new AlbumUploadStore(
      fakeAlbumsApi(),
      () => 'token',
      { persistence: memoryUploadQueue(), preparer: { ...preparer, shrink: () => Promise.reject(new Error('decode')) }, network: network() },
    );
    await broken.add(album, photos(1));
    await settled(broken, 1);
    expect(broken.lines[0]).toMatchObject({ status: 'failed', error: "Cette photo n'a pas pu être lue sur l'appareil" });
  });

  it('sends in the order the photos were taken', async () => {
    const { api, sent } = scriptedApi(added);
    const dated: PhotoPreparer = { ...preparer, takenAt: async (blob) => ({ 'photo-1': 3, 'photo-2': 1, 'photo-3': 2 })[await blob.text()] };
    const store = new AlbumUploadStore(api, () => 'token', { persistence: memoryUploadQueue(), preparer: dated, network: network() });
    await store.add(album, photos(3));
    await settled(store, 3);
    expect(sent.flat()).toEqual(['hash:photo-2', 'hash:photo-3', 'hash:photo-1']);
  });

  it('learns the albums open to this relative', async () => {
    const { store } = makeStore(fakeAlbumsApi({ openAlbums: ['Noël', album] }));
    await store.loadOpenAlbums();
    expect(store.openAlbums).toEqual(['Noël', album]);
  });

  it("remembers 'Envoyer en qualité d'origine' on the device, until sign-out", async () => {
    const { saved, storage } = memoryStorage();
    const open = () => new AlbumUploadStore(fakeAlbumsApi(), () => 'token', { persistence: memoryUploadQueue(), preparer, network: network() }, { storage });
    const first = open();
    await first.restored;
    first.setOriginalQuality(true);
    await when(() => saved.get('lapin.uploads')?.includes('true') === true, { timeout: 1000 });

    // A reload: the traveller who chose originals still has them.
    const reloaded = open();
    await reloaded.restored;
    expect(reloaded.originalQuality).toBe(true);

    reloaded.reset();
    expect(reloaded.originalQuality).toBe(false);
  });

  it('gives each prepared line a small thumbnail, kept on the device, its URL revoked when the line leaves', async () => {
    const previewed: PhotoPreparer = { ...preparer, preview: async (blob) => new Blob([`vignette:${await blob.text()}`], { type: 'image/jpeg' }) };
    const persistence = memoryUploadQueue();
    const store = new AlbumUploadStore(fakeAlbumsApi(), () => 'token', { persistence, preparer: previewed, network: network() });
    await store.add(album, photos(2));
    await settled(store, 2);
    // Made from the copy sent (the shrunk one), kept with the line once its bytes are gone.
    const kept = [...persistence.items.values()];
    expect(kept.every((item) => item.blob === null)).toBe(true);
    await expect(Promise.all(kept.map((item) => item.preview?.text()))).resolves.toEqual(['vignette:petite:photo-1', 'vignette:petite:photo-2']);
    const urls = store.lines.map((line) => line.preview);
    expect(urls.every((url) => url?.startsWith('blob:'))).toBe(true);

    // A reload shows them again, from the device.
    const reloaded = new AlbumUploadStore(fakeAlbumsApi(), () => 'token', { persistence, preparer: previewed, network: network() });
    await reloaded.resume();
    expect(reloaded.lines.every((line) => line.preview?.startsWith('blob:'))).toBe(true);

    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    try {
      store.clearFinished(album);
      expect(revoked.mock.calls.map(([url]) => url)).toEqual(urls);
    } finally {
      revoked.mockRestore();
    }
  });

  it('sends a photo whose thumbnail cannot be made, without one', async () => {
    const { api, sent } = scriptedApi(added);
    const noThumbnail: PhotoPreparer = { ...preparer, preview: () => Promise.reject(new Error('decode')) };
    const store = new AlbumUploadStore(api, () => 'token', { persistence: memoryUploadQueue(), preparer: noThumbnail, network: network() });
    await store.add(album, photos(1));
    await settled(store, 1);
    expect(store.lines[0]).toMatchObject({ status: 'done', preview: undefined });
    expect(sent.flat()).toEqual(['hash:photo-1']);
  });

  it('forgets the queue on sign-out', async () => {
    const { store, persistence } = makeStore(fakeAlbumsApi({ uploadStuckAt: 0 }));
    await store.add(album, photos(2));
    store.reset();
    expect(store.lines).toEqual([]);
    await when(() => persistence.items.size === 0, { timeout: 1000 });
  });
});
