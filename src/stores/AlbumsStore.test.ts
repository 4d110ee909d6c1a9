import { describe, expect, it, vi } from 'vitest';
import type { AlbumTile } from '../../shared/albumTypes.ts';
import { albumLimits } from '../../shared/albumLimits.ts';
import { AlbumsStore } from './AlbumsStore.ts';
import { fakeAlbumsApi } from '../testing/fakeAlbumsApi.ts';
import { memoryStorage } from '../testing/memoryStorage.ts';

const tiles: AlbumTile[] = Array.from({ length: albumLimits.tilesPerPage + 2 }, (_, index) => ({
  albumName: `Album ${index}`,
  thumbnail: 'AAAA',
}));
const token = () => 'token';

describe('AlbumsStore', () => {
  it('appends each page and keeps the offset in count', async () => {
    const api = fakeAlbumsApi({ tiles });
    const store = new AlbumsStore(api, token, { storage: null });
    await store.loadTiles();
    expect(store.tiles).toHaveLength(albumLimits.tilesPerPage);
    expect(store.count).toBe(albumLimits.tilesPerPage);
    expect(store.hasMore).toBe(true);
    await store.loadTiles();
    expect(store.tiles.map((tile) => tile.albumName)).toEqual(tiles.map((tile) => tile.albumName));
    expect(store.count).toBe(tiles.length);
    expect(store.hasMore).toBe(false);
    expect(api.calls).toEqual([`loadmediatiles 0`, `loadmediatiles ${albumLimits.tilesPerPage}`]);
  });

  it('refresh starts again from the first page instead of appending', async () => {
    const store = new AlbumsStore(fakeAlbumsApi({ tiles: tiles.slice(0, 2) }), token, { storage: null });
    await store.refresh();
    await store.refresh();
    expect(store.tiles).toHaveLength(2);
    expect(store.count).toBe(2);
  });

  it('stores the server message in errorRetrieve and stops retrieving', async () => {
    const store = new AlbumsStore(fakeAlbumsApi({ failWith: 'Session invalide' }), token, { storage: null });
    await store.loadTiles();
    expect(store.errorRetrieve).toBe('Session invalide');
    expect(store.isRetrieving).toBe(false);
  });

  it('loads a slideshow, and reports an unknown album as an error', async () => {
    const store = new AlbumsStore(fakeAlbumsApi({ slideshows: { Bretagne: [{ image: 'AAAA', description: 'none' }] } }), token, { storage: null });
    await store.loadSlideshow('Bretagne');
    expect(store.slideshowStatus).toBe('ready');
    expect(store.slideshow).toHaveLength(1);
    await store.loadSlideshow('Inconnu');
    expect(store.slideshowStatus).toBe('error');
    expect(store.slideshow).toEqual([]);
  });

  it('persists the tiles and the offset, not the in-flight flag', async () => {
    const { saved, storage } = memoryStorage();
    const first = new AlbumsStore(fakeAlbumsApi({ tiles: tiles.slice(0, 3) }), token, { storage });
    await first.restored;
    await first.loadTiles();
    // persist() writes from a reaction: wait for the write itself, not for a delay.
    await vi.waitFor(() => expect(JSON.parse(saved.get('lapin.media') ?? '{}')).toHaveProperty('count', 3));
    const stored = JSON.parse(saved.get('lapin.media') ?? '{}') as Record<string, unknown>;
    expect(stored).toHaveProperty('mediaTiles');
    expect(stored).not.toHaveProperty('tiles');
    expect(stored).not.toHaveProperty('isRetrieving');
    expect(stored).not.toHaveProperty('slideshow');
    expect(stored.count).toBe(3);

    const second = new AlbumsStore(fakeAlbumsApi(), token, { storage });
    await second.restored;
    expect(second.tiles).toHaveLength(3);
    expect(second.count).toBe(3);
    expect(second.isRetrieving).toBe(false);
  });
});
