import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { AlbumGrid } from '../components/AlbumGrid.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { GalleryAddPhotos } from './GalleryAddPhotos.tsx';
import { appPaths } from '../api/specNames.ts';

export const AlbumsScreen = observer(function AlbumsScreen() {
  const { albums, albumAdditions } = useStores();
  const navigate = useNavigate();
  const [adding, setAdding] = useState<{ album?: string } | undefined>(undefined);

  useEffect(() => {
    void albums.refresh();
  }, [albums]);

  // Issue 38: Lapingram on screen is what its menu count counts up to.
  useEffect(() => {
    albumAdditions.setAlbumsOpen(true);
    return () => albumAdditions.setAlbumsOpen(false);
  }, [albumAdditions]);

  return (
    <AlbumGrid
      tiles={albums.tiles}
      loading={albums.isRetrieving}
      error={albums.errorRetrieve}
      hasMore={albums.hasMore}
      onOpen={(albumName) => navigate(`${appPaths.albumViewer}/${encodeURIComponent(albumName)}`)}
      onLoadMore={() => void albums.loadTiles()}
      action={<GalleryAddPhotos adding={adding} onAddingChange={setAdding} />}
      onAddTo={(album) => setAdding({ album })}
    />
  );
});
