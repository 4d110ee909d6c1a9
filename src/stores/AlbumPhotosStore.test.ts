import { describe, expect, it } from 'vitest';
import { AlbumPhotosStore } from './AlbumPhotosStore.ts';
import { AlbumsStore } from './AlbumsStore.ts';
import { fakeAlbumPhotosApi, fakeAlbumsApi } from '../testing/fakeAlbumsApi.ts';

const image = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';
const slideshows = {
  Bretagne: [
    { image: '/a.screen.jpg', description: 'none', name: image, addedBy: 'Zoé' },
    { image: '/b.screen.jpg', description: 'Le phare', name: other, addedBy: 'Paul' },
  ],
};

const token = () => 'token';

async function storeWith(photos = fakeAlbumPhotosApi()) {
  const albums = new AlbumsStore(fakeAlbumsApi({ slideshows }), token, { storage: null });
  await albums.loadSlideshow('Bretagne');
  return { albums, albumPhotos: new AlbumPhotosStore(photos, albums, token) };
}

describe('AlbumPhotosStore', () => {
  it("changes a photo's caption in the album on screen", async () => {
    const photos = fakeAlbumPhotosApi();
    const root = await storeWith(photos);
    expect(await root.albumPhotos.changeCaption(image, ' Zoé sur la digue ')).toBe(true);
    expect(photos.calls).toEqual([`caption Bretagne ${image}  Zoé sur la digue `]);
    expect(root.albums.slideshow[0]?.description).toBe('Zoé sur la digue');
    expect(root.albumPhotos.busyPhoto).toBeUndefined();
  });

  it('removes a deleted photo from the slideshow', async () => {
    const root = await storeWith();
    expect(await root.albumPhotos.deletePhoto(image)).toBe(true);
    expect(root.albums.slideshow.map((item) => item.name)).toEqual([other]);
  });

  it("keeps the photo and shows the server's reason when refused", async () => {
    const root = await storeWith(fakeAlbumPhotosApi({ refuseWith: "Seule la personne qui a ajouté cette photo peut la modifier" }));
    expect(await root.albumPhotos.deletePhoto(other)).toBe(false);
    expect(root.albums.slideshow).toHaveLength(2);
    expect(root.albumPhotos.photoError).toBe('Seule la personne qui a ajouté cette photo peut la modifier');
  });
});
