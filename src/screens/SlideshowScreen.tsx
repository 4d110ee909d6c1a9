import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { AlbumSlideshow } from '../components/AlbumSlideshow.tsx';
import { useStores } from '../app/StoresContext.tsx';

// Loaded lazily by the router: the carousel and its animation library ship only with this screen.
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
    />
  );
});
