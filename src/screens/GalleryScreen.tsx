import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { AlbumGallery } from '../components/AlbumGallery.tsx';
import { useStores } from '../app/StoresContext.tsx';

export const GalleryScreen = observer(function GalleryScreen() {
  const { media } = useStores();
  const navigate = useNavigate();

  useEffect(() => {
    void media.refresh();
  }, [media]);

  return (
    <AlbumGallery
      tiles={media.mediaTiles}
      loading={media.isRetrieving}
      error={media.errorRetrieve}
      hasMore={media.hasMore}
      onOpen={(albumName) => navigate(`${product.routes.gramViewer}/${encodeURIComponent(albumName)}`)}
      onLoadMore={() => void media.loadTiles()}
    />
  );
});
