import { useState } from 'react';
import { Box, ButtonBase } from '@mui/material';
import type { ChatPhoto } from '../../shared/chatTypes.ts';
import { chatTexts } from '../texts/chatTexts.ts';
import { PhotoViewer } from './PhotoViewer.tsx';

export type ChatMessagePhotosProps = {
  images: readonly ChatPhoto[];
  /** Who sent them: the photos' alternative text and the viewer's title. */
  sender: string;
};

const texts = chatTexts.photos;
/** One photo shows larger; several share a grid of squares. */
const SINGLE_WIDTH = 240;
const CELL = 96;

/**
 * Issue 25: the photos of a chat message, as thumbnails (lazy, sized from the server's width and
 * height so nothing jumps as they load). A tap opens the photo viewer on that photo; Escape or
 * "Fermer" brings the focus back to it.
 */
export function ChatMessagePhotos({ images, sender }: ChatMessagePhotosProps) {
  const [viewer, setViewer] = useState<{ open: boolean; index: number; round: number } | undefined>(undefined);
  if (images.length === 0) return null;
  const single = images.length === 1;
  const alt = (index: number) => (single ? texts.alt(sender) : texts.altOf(sender, index + 1, images.length));

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: single ? '1fr' : `repeat(${images.length === 2 || images.length === 4 ? 2 : 3}, ${CELL}px)`,
          gap: 0.5,
          maxWidth: '100%',
        }}
      >
        {images.map((image, index) => (
          <ButtonBase
            key={`${index}-${image.url}`}
            // Each opening is a new viewer, on the photo tapped.
            onClick={() => setViewer({ open: true, index, round: (viewer?.round ?? 0) + 1 })}
            sx={{ borderRadius: 1, overflow: 'hidden', display: 'block', maxWidth: '100%' }}
          >
            <Box
              component="img"
              src={image.thumbnail}
              alt={alt(index)}
              loading="lazy"
              decoding="async"
              width={image.width}
              height={image.height}
              sx={
                single
                  ? { display: 'block', width: SINGLE_WIDTH, maxWidth: '100%', height: 'auto', aspectRatio: `${image.width} / ${image.height}` }
                  : { display: 'block', width: CELL, height: CELL, objectFit: 'cover' }
              }
            />
          </ButtonBase>
        ))}
      </Box>
      {viewer && (
        <PhotoViewer
          key={viewer.round}
          open={viewer.open}
          title={texts.viewerTitle(sender)}
          photos={images.map((image) => ({ src: image.url }))}
          startIndex={viewer.index}
          onClose={() => setViewer({ ...viewer, open: false })}
        />
      )}
    </>
  );
}
