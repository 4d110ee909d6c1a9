import { useId } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { albumTexts } from '../texts/albumTexts.ts';

export type AlbumTileProps = {
  albumName: string;
  /** Base64 JPEG; empty when the server could not read it. */
  thumbnail: string;
  /** An album open to members that has no photo yet: the tile says so. */
  empty?: boolean;
  onOpen: (albumName: string) => void;
};

export function AlbumTile({ albumName, thumbnail, empty = false, onOpen }: AlbumTileProps) {
  const emptyId = useId();
  const tile = (
    <ButtonBase
      onClick={() => onOpen(albumName)}
      aria-label={albumTexts.gallery.open(albumName)}
      aria-describedby={empty ? emptyId : undefined}
      sx={{
        position: 'relative',
        display: 'block',
        width: '100%',
        aspectRatio: '4 / 3',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.300',
        boxShadow: 1,
        '&:hover img, &.Mui-focusVisible img': { transform: 'scale(1.04)' },
        '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main' },
      }}
    >
      {thumbnail !== '' && (
        <Box
          component="img"
          src={thumbnail}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', transition: 'transform 200ms' }}
        />
      )}
      {/* The name sits over the thumbnail, on a gradient that keeps it readable on light photos. */}
      <Box
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          px: 1.5,
          pt: 4,
          pb: 1,
          background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.72))',
          textAlign: 'left',
        }}
      >
        <Typography
          component="span"
          sx={{
            color: 'common.white',
            fontWeight: 700,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {albumName}
        </Typography>
      </Box>
    </ButtonBase>
  );
  if (!empty) return tile;
  // Beside the button, not in it, so the button's name stays the album's; the words describe it.
  return (
    <Box sx={{ position: 'relative' }}>
      {tile}
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 0.5, pb: 6, color: 'text.secondary', pointerEvents: 'none' }}>
        <PhotoLibraryOutlined fontSize="large" />
        <Typography id={emptyId} component="span" variant="body2">
          {albumTexts.gallery.noPhotoYet}
        </Typography>
      </Box>
    </Box>
  );
}
