import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import { albumTexts } from '../texts/albumTexts.ts';
import { AlbumPhotoGrid } from './AlbumPhotoGrid.tsx';
import type { ItemCapture } from './albumDays.ts';
import { PhotoViewer, type ViewerPhoto } from './PhotoViewer.tsx';

export type AlbumSlideshowProps = {
  albumName: string;
  /** The album's photos and videos, in its order. */
  photos: ViewerPhoto[];
  /** Their thumbnails (400 px), for the grid. */
  thumbnails: string[];
  /** When each was taken and on which day: the grid goes by day (issue 39). */
  captures?: (ItemCapture | undefined)[];
  loading: boolean;
  error?: string;
  /** Where 'Retour aux albums' leads: the albums screen. */
  albumsPath: string;
  /** The zip of the album's originals. */
  albumDownload?: string;
  /** The photo open in the viewer; undefined shows the grid alone. */
  openIndex?: number;
  onOpen: (index: number) => void;
  /** The reader moved to another photo in the viewer. */
  onShow?: (index: number) => void;
  onClose: () => void;
  /** A change to a photo (its caption, its deletion) is under way. */
  photoBusy?: boolean;
  photoError?: string;
  onChangeCaption?: (index: number, caption: string) => void;
  onDelete?: (index: number) => void;
  /** Time on a slide while the viewer's slideshow moves on by itself (5 s unless told). */
  autoAdvanceMs?: number;
};

const texts = albumTexts.slideshow;

/** The album: a grid of its photos, and the slideshow (spec §2/§9: one slide at a time, infinite
 * loop, 500 ms transitions, no dots) opening over it at the photo tapped. */
export function AlbumSlideshow(props: AlbumSlideshowProps) {
  const { albumName, photos, thumbnails, loading, error, albumsPath, albumDownload, openIndex, onOpen, onClose } = props;
  let body;
  if (loading) {
    body = <Typography sx={{ textAlign: 'center', py: 6 }}>{texts.loading}</Typography>;
  } else if (error) {
    body = (
      <Typography role="alert" sx={{ color: 'error.main', textAlign: 'center', py: 6, overflowWrap: 'anywhere' }}>
        {error}
      </Typography>
    );
  } else if (photos.length === 0) {
    body = <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}>{texts.empty}</Typography>;
  } else {
    body = (
      <>
        <AlbumPhotoGrid albumName={albumName} thumbnails={thumbnails} videos={photos.map((photo) => photo.video)} captures={props.captures} onOpen={onOpen} />
        {openIndex !== undefined && (
          <PhotoViewer
            open
            title={albumName}
            photos={photos}
            // A deleted last photo: the viewer shows the one before it.
            startIndex={Math.min(openIndex, photos.length - 1)}
            albumDownload={albumDownload}
            onShow={props.onShow}
            onClose={onClose}
            busy={props.photoBusy}
            error={props.photoError}
            onChangeCaption={props.onChangeCaption}
            onDelete={props.onDelete}
            autoAdvanceMs={props.autoAdvanceMs}
          />
        )}
      </>
    );
  }

  return (
    <Stack spacing={1.5}>
      <Box>
        <Button component={RouterLink} to={albumsPath} startIcon={<ArrowBack />} sx={{ ml: -1 }}>
          {texts.back}
        </Button>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {albumName}
        </Typography>
        {albumDownload && photos.length > 0 && (
          <Button href={albumDownload} download variant="outlined" startIcon={<Download />}>
            {albumTexts.grid.downloadAlbum}
          </Button>
        )}
      </Stack>
      {body}
    </Stack>
  );
}
