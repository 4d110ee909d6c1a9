import { Box, ButtonBase } from '@mui/material';
import { albumTexts } from '../texts/albumTexts.ts';

export type AlbumPhotoGridProps = {
  albumName: string;
  /** Thumbnail URLs (the 400 px renditions), in the album's order. */
  thumbnails: string[];
  onOpen: (index: number) => void;
};

const texts = albumTexts.grid;
const thumbnailSx = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

/** The whole album at a glance: 3 columns on a phone, more on wider screens; thumbnails load as
 * they scroll into view. A tap opens the viewer at that photo. */
export function AlbumPhotoGrid({ albumName, thumbnails, onOpen }: AlbumPhotoGridProps) {
  return (
    <Box
      component="ul"
      aria-label={texts.label(albumName)}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 0.5, sm: 1 },
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {thumbnails.map((thumbnail, index) => (
        // Photos have no id here; their position in the album is stable while it is shown.
        <Box component="li" key={index} sx={{ minWidth: 0 }}>
          <ButtonBase
            aria-label={texts.open(index + 1, thumbnails.length)}
            onClick={() => onOpen(index)}
            sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', bgcolor: 'grey.200', borderRadius: 1, overflow: 'hidden' }}
          >
            {/* Named by its button; loaded as it scrolls into view. */}
            <Box component="img" src={thumbnail} alt="" loading="lazy" decoding="async" sx={thumbnailSx} />
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}
