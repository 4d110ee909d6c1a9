import { useId, useRef, useState, type PointerEvent } from 'react';
import { Box, Typography } from '@mui/material';
import { NO_COMMENT } from '../../shared/albumLimits.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type SlideshowSlideProps = {
  /** Base64 JPEG of the screen rendition. */
  image: string;
  /** 'none' means the image has no overlay at all. */
  description: string;
  /** Accessible name of the image, e.g. 'Image 2 sur 7'. */
  label: string;
};

/** Two taps closer than this, in time and space, are a double tap. */
const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_PX = 40;
/** A finger that moved further than this swiped or scrolled: it did not tap. */
const TAP_SLOP_PX = 12;

type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);


export function SlideshowSlide({ image, description, label }: SlideshowSlideProps) {
  const [showDescription, setShowDescription] = useState(false);
  const hasDescription = description.trim() !== '' && description !== NO_COMMENT;
  const descriptionId = useId();
  const pressedAt = useRef<Point | undefined>(undefined);
  const lastTap = useRef<(Point & { time: number }) | undefined>(undefined);
  const touched = useRef(false);

  const toggle = () => setShowDescription((shown) => !shown);

  const handlePointerDown = (event: PointerEvent) => {
    touched.current = event.pointerType !== 'mouse';
    pressedAt.current = { x: event.clientX, y: event.clientY };
  };

  // Not every touch browser turns a double tap into a dblclick (and some zoom instead), so taps
  // are counted here and the dblclick a browser may add after them is ignored.
  const handlePointerUp = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    const here = { x: event.clientX, y: event.clientY };
    const start = pressedAt.current;
    if (!start || distance(start, here) > TAP_SLOP_PX) {
      lastTap.current = undefined;
      return;
    }
    const previous = lastTap.current;
    if (previous && event.timeStamp - previous.time < DOUBLE_TAP_MS && distance(previous, here) < DOUBLE_TAP_PX) {
      lastTap.current = undefined;
      toggle();
    } else {
      lastTap.current = { ...here, time: event.timeStamp };
    }
  };

  return (
    <Box
      onPointerDown={handlePointerDown}
      onPointerUp={handlePointerUp}
      onDoubleClick={() => {
        if (!touched.current) toggle();
      }}
      sx={{
        position: 'relative',
        height: { xs: '60vh', sm: '70vh' },
        bgcolor: 'grey.900',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        userSelect: 'none',
        WebkitTouchCallout: 'none',
      }}
    >
      <Box
        component="img"
        src={image}
        alt={label}
        aria-describedby={hasDescription ? descriptionId : undefined}
        draggable={false}
        sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
      />
      {/* A screen reader hears the description with the image, without having to double-click. */}
      {hasDescription && (
        <Box component="span" id={descriptionId} sx={visuallyHidden}>
          {description}
        </Box>
      )}
      {hasDescription && showDescription && (
        <Typography
          role="note"
          sx={{
            position: 'absolute',
            left: '50%',
            bottom: 32,
            transform: 'translateX(-50%)',
            width: 'max-content',
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
