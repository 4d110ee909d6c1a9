import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { albumTexts } from '../texts/albumTexts.ts';
import { useStores } from '../app/StoresContext.tsx';
import { AlbumUploadDialog } from './AlbumUploadDialog.tsx';

export type GalleryAddPhotosProps = {
  /** The dialog is open, on this album if one was asked for (an empty album's own button). */
  adding: { album?: string } | undefined;
  onAddingChange: (adding: { album?: string } | undefined) => void;
};

/** The gallery's 'Ajouter des photos': to any album open to this relative. Closing it loads the
 * tiles again. */
export const GalleryAddPhotos = observer(function GalleryAddPhotos({ adding, onAddingChange }: GalleryAddPhotosProps) {
  const { albums, albumUpload } = useStores();

  useEffect(() => {
    void albumUpload.loadOpenAlbums();
  }, [albumUpload]);

  const openAlbums = albumUpload.openAlbums;
  if (openAlbums.length === 0) return null;
  const chosen = adding?.album;
  const album = chosen !== undefined && openAlbums.includes(chosen) ? chosen : (openAlbums[0] ?? '');

  const handleClose = () => {
    onAddingChange(undefined);
    void albums.refresh();
  };
  return (
    <>
      <Button variant="contained" startIcon={<AddPhotoAlternate />} onClick={() => onAddingChange({})} sx={{ minHeight: 44 }}>
        {albumTexts.upload.add}
      </Button>
      <AlbumUploadDialog open={adding !== undefined} album={album} albums={openAlbums} onSelectAlbum={(next) => onAddingChange({ album: next })} onClose={handleClose} />
    </>
  );
});
