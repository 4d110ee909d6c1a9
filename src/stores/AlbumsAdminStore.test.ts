import { describe, expect, it, vi } from 'vitest';
import type { PhotoAlbum } from '../../shared/albumTypes.ts';
import { AlbumsAdminStore } from './AlbumsAdminStore.ts';
import { fakeAlbumsAdminApi } from '../testing/fakeAlbumsApi.ts';

const albums: PhotoAlbum[] = [{ albumName: 'Bretagne', photos: [{ image: 'a', comment: 'none' }] }];
const token = () => 'token';
const file = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' });

describe('AlbumsAdminStore', () => {
  it('creates an album, selects it and reports created', async () => {
    const store = new AlbumsAdminStore(fakeAlbumsAdminApi(), token);
    expect(await store.createAlbum('Corse')).toBe(true);
    expect(store.creation).toBe('created');
    expect(store.selectedFolder).toBe('Corse');
    expect(store.albums).toEqual([{ albumName: 'Corse', photos: [], membersCanAdd: true }]);
  });

  it('creates an album closed to the members when asked', async () => {
    const api = fakeAlbumsAdminApi();
    const store = new AlbumsAdminStore(api, token);
    await store.createAlbum('Archives', false);
    expect(api.calls).toContain('createAlbum Archives false');
    expect(store.albums[0]?.membersCanAdd).toBe(false);
  });

  it('reports failed with the server reason and keeps the chosen folder', async () => {
    const store = new AlbumsAdminStore(fakeAlbumsAdminApi({ albums, createFailWith: 'Un album porte déjà ce nom' }), token);
    await store.loadAlbums();
    store.selectFolder('Bretagne');
    expect(await store.createAlbum('Corse')).toBe(false);
    expect(store.creation).toBe('failed');
    expect(store.creationError).toBe('Un album porte déjà ce nom');
    expect(store.selectedFolder).toBe('Bretagne');
  });

  it('opens and closes an album to the members', async () => {
    const api = fakeAlbumsAdminApi({ albums });
    const store = new AlbumsAdminStore(api, token);
    await store.loadAlbums();
    await store.setMembersCanAdd('Bretagne', false);
    expect(api.calls).toContain('albumSettings Bretagne false');
    expect(store.albums[0]?.membersCanAdd).toBe(false);
    expect(store.busySettings).toBeUndefined();
  });

  it('lists the selected folder thumbnails as they arrive', async () => {
    const store = new AlbumsAdminStore(fakeAlbumsAdminApi({ albums, thumbnail: 'BBBB' }), token);
    await store.loadAlbums();
    expect(store.selectedThumbnails).toEqual({});
    store.selectFolder('Bretagne');
    await vi.waitFor(() => expect(store.selectedThumbnails).toEqual({ a: 'BBBB' }));
  });

  it('goes from init to start to done, with real progress, and appends the new photos', async () => {
    const store = new AlbumsAdminStore(fakeAlbumsAdminApi({ albums, thumbnail: 'BBBB' }), token);
    await store.loadAlbums();
    store.selectFolder('Bretagne');
    expect(store.upload).toBe('init');
    const pending = store.uploadImages([file(), file()]);
    expect(store.upload).toBe('start');
    await pending;
    expect(store.upload).toBe('done');
    expect(store.uploadProgress).toBe(1);
    expect(store.selectedAlbum?.photos).toHaveLength(3);
    expect(Object.keys(store.thumbnails)).toHaveLength(3);
  });

  it('goes to error when the upload fails', async () => {
    const store = new AlbumsAdminStore(fakeAlbumsAdminApi({ albums, uploadFailWith: 'Format refusé' }), token);
    await store.loadAlbums();
    store.selectFolder('Bretagne');
    expect(await store.uploadImages([file()])).toBe(false);
    expect(store.upload).toBe('error');
    expect(store.uploadError).toBe('Format refusé');
  });

  it('changes a comment and deletes an image of the selected folder', async () => {
    const store = new AlbumsAdminStore(fakeAlbumsAdminApi({ albums }), token);
    await store.loadAlbums();
    store.selectFolder('Bretagne');
    await store.changeCaption('a', 'Le phare');
    expect(store.selectedAlbum?.photos).toEqual([{ image: 'a', comment: 'Le phare' }]);
    expect(store.savedImage).toBe('a');
    await store.deletePhoto('a');
    expect(store.selectedAlbum?.photos).toEqual([]);
    expect(store.busyImage).toBeUndefined();
  });
});
