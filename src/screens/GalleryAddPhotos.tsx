import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { albumTexts } from '../texts/albumTexts.ts';
import { useStores } from '../app/StoresContext.tsx';
import { AlbumUploadDialog } from './AlbumUploadDialog.tsx';

/** The gallery's 'Ajouter des photos': to any album open to this relative, the ones without a
 * photo yet included (they have no tile). Closing it loads the tiles again. */
export const GalleryAddPhotos = observer(function GalleryAddPhotos() {
  const { albums, albumUpload } = useStores();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>(undefined);

  useEffect(() => {
    void albumUpload.loadOpenAlbums();
  }, [albumUpload]);

  const openAlbums = albumUpload.openAlbums;
  if (openAlbums.length === 0) return null;
  const album = chosen !== undefined && openAlbums.includes(chosen) ? chosen : (openAlbums[0] ?? '');

  const handleClose = () => {
    setOpen(false);
    void albums.refresh();
  };
  return (
    <>
      <Button variant="contained" startIcon={<AddPhotoAlternate />} onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
        {albumTexts.upload.add}
      </Button>
      <AlbumUploadDialog open={open} album={album} albums={openAlbums} onSelectAlbum={setChosen} onClose={handleClose} />
    </>
  );
});
