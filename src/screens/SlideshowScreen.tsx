import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { AlbumSlideshow } from '../components/AlbumSlideshow.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { AddPhotosAction } from './AddPhotosAction.tsx';

// Loaded lazily by the router: only album viewers download the slideshow.
export const SlideshowScreen = observer(function SlideshowScreen() {
  const { albums } = useStores();
  const album = useParams().album ?? '';

  useEffect(() => {
    void albums.loadSlideshow(album);
  }, [albums, album]);

  const current = albums.slideshowAlbum === album;
  return (
    <>
      <AddPhotosAction album={album} />
      <AlbumSlideshow
        albumName={album}
        items={current ? albums.slideshow : []}
        loading={!current || albums.slideshowStatus === 'loading' || albums.slideshowStatus === 'idle'}
        error={current ? albums.slideshowError : undefined}
        albumsPath={product.routes.gram}
      />
    </>
  );
});
