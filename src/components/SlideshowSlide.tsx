import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { NO_COMMENT } from '../../shared/albumTypes.ts';
import { jpegDataUrl } from './jpegDataUrl.ts';

export type SlideshowSlideProps = {
  /** Base64 JPEG of the screen rendition. */
  image: string;
  /** 'none' means the image has no overlay at all. */
  description: string;
  /** Accessible name of the image, e.g. 'Image 2 sur 7'. */
  label: string;
  active: boolean;
};

export function SlideshowSlide({ image, description, label, active }: SlideshowSlideProps) {
  const [showDescription, setShowDescription] = useState(false);
  const hasDescription = description.trim() !== '' && description !== NO_COMMENT;

  return (
    <Box
      aria-hidden={!active}
      onDoubleClick={() => setShowDescription((shown) => !shown)}
      sx={{
        position: 'relative',
        height: { xs: '60vh', sm: '70vh' },
        bgcolor: 'grey.900',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        userSelect: 'none',
      }}
    >
      <Box
        component="img"
        src={jpegDataUrl(image)}
        alt={label}
        draggable={false}
        sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
      />
      {hasDescription && showDescription && (
        <Typography
          role="note"
          sx={{
            position: 'absolute',
            left: '50%',
            bottom: 32,
            transform: 'translateX(-50%)',
            maxWidth: 'min(90%, 640px)',
            px: 2,
            py: 1,
            borderRadius: 2,
            bgcolor: 'rgba(0, 0, 0, 0.7)',
            color: 'common.white',
            textAlign: 'center',
            overflowWrap: 'anywhere',
            whiteSpace: 'pre-line',
          }}
        >
          {description}
        </Typography>
      )}
    </Box>
  );
}
