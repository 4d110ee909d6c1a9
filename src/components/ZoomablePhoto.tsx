import { useRef, useState, type PointerEvent } from 'react';
import { Box } from '@mui/material';

export type ZoomablePhotoProps = {
  src: string;
  alt: string;
  /** Id of the text that describes the photo (its caption). */
  describedBy?: string;
  /** A mouse double-click on the photo (spec: it toggles the description). A finger's double tap zooms. */
  onMouseDoubleClick?: () => void;
};

type Zoom = { scale: number; x: number; y: number };
type Point = { x: number; y: number };

const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
const MAX_SCALE = 4;
/** A double tap zooms this far, on the point tapped. */
const TAP_SCALE = 2.5;
const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_PX = 40;
const TAP_SLOP_PX = 12;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Keeps a zoomed photo covering its frame: it can be moved until its edge meets the frame's. */
export function withinBounds(zoom: Zoom, width: number, height: number): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_SCALE);
  const maxX = ((scale - 1) * width) / 2;
  const maxY = ((scale - 1) * height) / 2;
  return { scale, x: clamp(zoom.x, -maxX, maxX), y: clamp(zoom.y, -maxY, maxY) };
}

/**
 * A photo that fits its frame (the frame sets the height, so a landscape photo on a phone held
 * sideways fits the screen), zoomed with two fingers or a double tap and moved with one finger
 * while zoomed. While it is zoomed its gestures are its own: the carousel around it does not swipe.
 */
export function ZoomablePhoto({ src, alt, describedBy, onMouseDoubleClick }: ZoomablePhotoProps) {
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: Zoom } | undefined>(undefined);
  const pan = useRef<{ from: Point; zoom: Zoom } | undefined>(undefined);
  const pressedAt = useRef<Point | undefined>(undefined);
  const lastTap = useRef<(Point & { time: number }) | undefined>(undefined);
  // A pinch or a pan is not a swipe: the carousel must not hear its end.
  const gestured = useRef(false);
  const touched = useRef(false);
  const zoomed = zoom.scale > 1;

  const bounded = (next: Zoom) => {
    const box = frame.current?.getBoundingClientRect();
    return box ? withinBounds(next, box.width, box.height) : next;
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    touched.current = event.pointerType !== 'mouse';
    if (!touched.current) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 1) {
      pressedAt.current = point;
      gestured.current = false;
      if (zoomed) pan.current = { from: point, zoom };
    }
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      pinch.current = { distance: distance(a, b), zoom };
      pan.current = undefined;
      gestured.current = true;
    }
    if (zoomed || pointers.current.size > 1) event.stopPropagation();
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const start = pinch.current;
    if (start && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const ratio = distance(a, b) / Math.max(1, start.distance);
      const scale = start.zoom.scale * ratio;
      setZoom(bounded({ scale, x: start.zoom.x * ratio, y: start.zoom.y * ratio }));
      return;
    }
    const from = pan.current;
    if (from) {
      if (distance(from.from, point) > TAP_SLOP_PX) gestured.current = true;
      setZoom(bounded({ ...from.zoom, x: from.zoom.x + point.x - from.from.x, y: from.zoom.y + point.y - from.from.y }));
    }
  };

  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size < 2) pinch.current = undefined;
    if (pointers.current.size > 0) {
      event.stopPropagation();
      return;
    }
    pan.current = undefined;
    if (gestured.current || zoomed) event.stopPropagation();
    if (gestured.current || event.type !== 'pointerup') return;
    const here = { x: event.clientX, y: event.clientY };
    const start = pressedAt.current;
    if (!start || distance(start, here) > TAP_SLOP_PX) {
      lastTap.current = undefined;
      return;
    }
    const previous = lastTap.current;
    if (previous && event.timeStamp - previous.time < DOUBLE_TAP_MS && distance(previous, here) < DOUBLE_TAP_PX) {
      lastTap.current = undefined;
      event.stopPropagation();
      if (zoomed) {
        setZoom(NO_ZOOM);
      } else {
        // The point tapped stays under the finger.
        const box = frame.current?.getBoundingClientRect();
        const dx = box ? here.x - (box.left + box.width / 2) : 0;
        const dy = box ? here.y - (box.top + box.height / 2) : 0;
        setZoom(bounded({ scale: TAP_SCALE, x: -dx * (TAP_SCALE - 1), y: -dy * (TAP_SCALE - 1) }));
      }
    } else {
      lastTap.current = { ...here, time: event.timeStamp };
    }
  };

  return (
    <Box
      ref={frame}
      data-zoom={zoom.scale.toFixed(2)}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
      onDoubleClick={(event) => {
        // Touch browsers may add a dblclick after two taps: those zoomed already.
        if (touched.current) return;
        event.preventDefault();
        onMouseDoubleClick?.();
      }}
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        minHeight: 0,
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        userSelect: 'none',
        WebkitTouchCallout: 'none',
        // Pinch and pan are ours; unzoomed, a vertical move still scrolls.
        touchAction: zoomed ? 'none' : 'pan-y',
      }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        aria-describedby={describedBy}
        draggable={false}
        decoding="async"
        // The element fills the frame and the photo is drawn inside it whole, so a photo smaller
        // than the screen is enlarged like a larger one, and its zoom bounds are the frame's.
        sx={{
          width: '100%',
          height: '100%',
          objectFit: 'contain',
          display: 'block',
          transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
        }}
      />
    </Box>
  );
}
