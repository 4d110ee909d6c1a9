import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Box, IconButton } from '@mui/material';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { albumTexts } from '../texts/albumTexts.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type CarouselProps = {
  count: number;
  renderSlide: (index: number) => ReactNode;
  /** Slide transition in ms (spec §9: 500). */
  duration?: number;
  /** The slide shown first (the photo tapped in a grid). */
  initialIndex?: number;
  /** The carousel fills its parent's height (the photo viewer) instead of its tallest slide's. */
  fill?: boolean;
  /** The slide on screen, each time it changes (a swipe, an arrow, a shorter album). */
  onShow?: (index: number) => void;
  /** Moves on by itself after this many ms on a slide; undefined stops it (a video playing). */
  autoAdvanceMs?: number;
};

const texts = albumTexts.slideshow;

type Position = { active: number; leaving?: number; direction: 1 | -1 };

/** A horizontal swipe shorter than this is a tap or a wobble, not a request to move. */
const SWIPE_MIN_PX = 40;


// White on a dark disc with a light rim: readable on a white beach and on a night sky alike.
const navButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  width: 56,
  height: 56,
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.6)',
  border: '2px solid rgba(255, 255, 255, 0.9)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' },
  '& svg': { fontSize: 36 },
} as const;

/** Fields, menus and dialogs use the arrow keys themselves; the slideshow must not take them,
 * unless the dialog is the one the slideshow is shown in (the photo viewer). */
function arrowKeysBelongTo(target: EventTarget | null, carousel: Element | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  // A video's controls seek with the arrows.
  const owner = target.closest(
    'video, input, textarea, select, [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="slider"], [role="tablist"], [role="radiogroup"]',
  );
  if (owner === null) return false;
  return !(owner.getAttribute('role') === 'dialog' && carousel !== null && owner.contains(carousel));
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One slide at a time, looping both ways, moved by its buttons, the arrow keys anywhere on the
 * page, or a swipe. Slides slide in over `duration` ms (none when the user asks for less motion). */
export function Carousel({ count, renderSlide, duration = 500, initialIndex = 0, fill = false, onShow, autoAdvanceMs }: CarouselProps) {
  const [position, setPosition] = useState<Position>({ active: Math.max(0, Math.min(initialIndex, count - 1)), direction: 1 });
  const root = useRef<HTMLDivElement>(null);
  const slides = useRef<Array<HTMLDivElement | null>>([]);
  const swipeStart = useRef<{ id: number; x: number; y: number } | undefined>(undefined);
  // A shorter album (an image deleted meanwhile) must not leave the position past its end.
  const active = Math.min(position.active, count - 1);
  const canMove = count > 1;

  const move = (direction: 1 | -1) => {
    if (!canMove) return;
    setPosition(({ active: from }) => ({
      active: (((from + direction) % count) + count) % count,
      leaving: from,
      direction,
    }));
  };
  // The key listener lives on the document and must always call the latest `move`.
  const moveRef = useRef(move);
  const onShowRef = useRef(onShow);
  useLayoutEffect(() => {
    moveRef.current = move;
    onShowRef.current = onShow;
  });

  const shownBefore = useRef(active);
  useEffect(() => {
    if (active === shownBefore.current) return;
    shownBefore.current = active;
    onShowRef.current?.(active);
  }, [active]);

  // Counted afresh on each slide, and from the moment a video stops playing.
  useEffect(() => {
    if (autoAdvanceMs === undefined || !canMove) return;
    const timer = window.setTimeout(() => moveRef.current(1), autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [autoAdvanceMs, active, canMove]);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      // Alt+Left is the browser's Back; a field or menu owns its arrows.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || arrowKeysBelongTo(event.target, root.current)) return;
      event.preventDefault();
      moveRef.current(event.key === 'ArrowRight' ? 1 : -1);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, []);

  // The entering slide starts beside the frame and slides in while the leaving one slides out.
  // Styles are set here, before paint, so the start position is never drawn in place.
  useLayoutEffect(() => {
    const { leaving, direction } = position;
    if (leaving === undefined) return;
    const entering = slides.current[active];
    const left = slides.current[leaving];
    const animate = duration > 0 && !prefersReducedMotion();
    const transition = animate ? `transform ${duration}ms ease-in-out` : 'none';
    if (entering) {
      entering.style.transition = 'none';
      entering.style.transform = `translateX(${direction * 100}%)`;
      void entering.getBoundingClientRect();
      entering.style.transition = transition;
      entering.style.transform = 'translateX(0)';
    }
    if (left && left !== entering) {
      left.style.transition = transition;
      left.style.transform = `translateX(${-direction * 100}%)`;
    }
    const done = window.setTimeout(() => setPosition((now) => ({ ...now, leaving: undefined })), animate ? duration : 0);
    return () => window.clearTimeout(done);
  }, [position, active, duration]);

  const handlePointerDown = (event: PointerEvent) => {
    // A mouse drag selects or drags; only fingers and pens swipe.
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    // A finger on a video's controls seeks, it does not swipe.
    if (event.target instanceof Element && event.target.closest('video')) return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const handlePointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    move(dx < 0 ? 1 : -1);
  };

  return (
    // A swipe may start on a button too: a finger is wide, and the buttons sit on the photo.
    <Box
      ref={root}
      onPointerDown={handlePointerDown}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => (swipeStart.current = undefined)}
      // Horizontal moves are ours (swipe); vertical scroll and pinch-zoom stay the browser's.
      sx={{ position: 'relative', touchAction: 'pan-y pinch-zoom', ...(fill && { height: '100%', minHeight: 0 }) }}
    >
      <Box sx={{ display: 'grid', overflow: 'hidden', borderRadius: fill ? 0 : 2, ...(fill && { height: '100%', gridTemplate: '100% / 100%' }) }}>
        {Array.from({ length: count }, (_, index) => {
          const shown = index === active || index === position.leaving;
          // Only the slide shown and the next one are built: a 20-photo album downloads the first
          // photo and prefetches the second, not all twenty. The browser's cache keeps the ones
          // already seen, so going back shows them at once.
          const near = shown || index === (active + 1) % count;
          return (
            <Box
              // Slides have no id; their position in the album is stable while it is shown.
              key={index}
              ref={(element: HTMLDivElement | null) => {
                slides.current[index] = element;
              }}
              aria-hidden={index !== active}
              inert={index !== active}
              // Every slide sits in the same grid cell, so the frame is as tall as the tallest.
              sx={{ gridArea: '1 / 1', minWidth: 0, visibility: shown ? 'visible' : 'hidden' }}
            >
              {near && renderSlide(index)}
            </Box>
          );
        })}
      </Box>
      {canMove && (
        <>
          <IconButton aria-label={texts.previous} onClick={() => move(-1)} sx={{ ...navButton, left: 8 }}>
            <NavigateBefore />
          </IconButton>
          <IconButton aria-label={texts.next} onClick={() => move(1)} sx={{ ...navButton, right: 8 }}>
            <NavigateNext />
          </IconButton>
        </>
      )}
      <Box
        role="status"
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          zIndex: 2,
          px: 1.5,
          py: 0.5,
          borderRadius: 999,
          bgcolor: 'rgba(0, 0, 0, 0.7)',
          color: 'common.white',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {/* '2 / 7' reads badly aloud: a screen reader hears 'Image 2 sur 7' instead. */}
        <span aria-hidden="true">{texts.counter(active + 1, count)}</span>
        <Box component="span" sx={visuallyHidden}>
          {texts.image(active + 1, count)}
        </Box>
      </Box>
    </Box>
  );
}
