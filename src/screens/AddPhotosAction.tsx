import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { albumTexts } from '../texts/albumTexts.ts';
import { useStores } from '../app/StoresContext.tsx';
import { AlbumUploadDialog } from './AlbumUploadDialog.tsx';

const texts = albumTexts.upload;

/** 'Ajouter des photos' in an album open to this relative, and its dialog. Closing it shows the
 * album again with the photos that arrived. */
export const AddPhotosAction = observer(function AddPhotosAction({ album }: { album: string }) {
  const { albums, albumUpload } = useStores();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    void albumUpload.loadOpenAlbums();
  }, [albumUpload]);

  const tile = albums.tiles.find((candidate) => candidate.albumName === album);
  if (!albumUpload.openAlbums.includes(album) && !tile?.membersCanAdd) return null;

  const handleClose = () => {
    setOpen(false);
    if (albumUpload.linesOf(album).some((line) => line.status === 'done')) void albums.loadSlideshow(album);
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button variant="outlined" startIcon={<AddPhotoAlternate />} onClick={() => setOpen(true)} aria-label={texts.addTo(album)} sx={{ minHeight: 44 }}>
        {texts.add}
      </Button>
      <AlbumUploadDialog open={open} album={album} onClose={handleClose} />
    </Box>
  );
});
