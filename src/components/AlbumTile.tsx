import { Box, ButtonBase, Typography } from '@mui/material';
import { albumTexts } from '../texts/albumTexts.ts';

export type AlbumTileProps = {
  albumName: string;
  /** Base64 JPEG; empty when the server could not read it. */
  thumbnail: string;
  onOpen: (albumName: string) => void;
};

export function AlbumTile({ albumName, thumbnail, onOpen }: AlbumTileProps) {
  return (
    <ButtonBase
      onClick={() => onOpen(albumName)}
      aria-label={albumTexts.gallery.open(albumName)}
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
}
