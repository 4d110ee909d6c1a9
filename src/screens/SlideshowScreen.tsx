import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { AlbumSlideshow } from '../components/AlbumSlideshow.tsx';
import { useStores } from '../app/StoresContext.tsx';

// Loaded lazily by the router: only album viewers download the slideshow.
export const SlideshowScreen = observer(function SlideshowScreen() {
  const { media } = useStores();
  const album = useParams().album ?? '';

  useEffect(() => {
    void media.loadSlideshow(album);
  }, [media, album]);

  const current = media.slideshowAlbum === album;
  return (
    <AlbumSlideshow
      albumName={album}
      items={current ? media.slideshow : []}
      loading={!current || media.slideshowStatus === 'loading' || media.slideshowStatus === 'idle'}
      error={current ? media.slideshowError : undefined}
      galleryPath={product.routes.gram}
    />
  );
});
