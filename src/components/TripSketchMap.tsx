import { Box, Menu, MenuItem, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RouteLine } from '../../shared/mapTypes.ts';
import { frameProjector, linePath, type MapFrame } from '../../shared/tripMapFrame.ts';
import type { TripLandReply } from '../../shared/tripTypes.ts';
import { stepGroups } from '../map/stepGroups.ts';
import type { TripMapLatest, TripMapStep } from '../map/tripMapTypes.ts';
import { mapTexts } from '../texts/mapTexts.ts';

export type TripSketchMapProps = {
  /** trip/land's answer; undefined while it is read. */
  land: TripLandReply | undefined;
  route: RouteLine;
  steps: readonly TripMapStep[];
  latest?: TripMapLatest | null;
  onStepOpen: (id: string) => void;
  /** Once land, route and steps are on screen (Voyage's data-map-status="drawn"). */
  onDrawn?: () => void;
};

const SEA = '#c9dde9';
const ROUTE_COLOUR = '#d2552b';
const MARKER_SIZE = 44;
/** « Ils sont ici » and the marker's half: past the right edge, the words go on the left. */
const LABEL_ROOM = MARKER_SIZE / 2 + 100;

/** A longitude moved by whole turns to lie within 180° of the frame's middle: Taveuni at 180.1°, beside Suva. */
const near = (lon: number, frame: MapFrame) => lon + 360 * Math.round((frame.midLon - lon) / 360);

const markerSx = {
  position: 'absolute',
  width: MARKER_SIZE,
  height: MARKER_SIZE,
  p: 0,
  border: '3px solid #ffffff',
  borderRadius: '50%',
  bgcolor: '#2e5e4e',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.45)',
  cursor: 'pointer',
  color: '#ffffff',
  font: '500 12px/1 Roboto, sans-serif',
  transform: 'translate(-50%, -50%)',
  '&:focus-visible': { outline: '3px solid #1565c0', outlineOffset: 2 },
} as const;
const groupSx = { ...markerSx, boxShadow: '0 0 0 3px #2e5e4e, 0 1px 6px rgba(0, 0, 0, 0.5)' } as const;
const thumbnailSx = { display: 'block', width: '100%', height: '100%', borderRadius: '50%', objectFit: 'cover' } as const;
const countSx = { position: 'absolute', top: -6, right: -8, minWidth: 20, height: 20, px: '5px', boxSizing: 'border-box', borderRadius: '10px', bgcolor: '#b3261e', lineHeight: '20px', textAlign: 'center' } as const;

/**
 * Voyage's first map (issue 39): the land the server drew round the trip (trip/land), the route
 * and the steps, as SVG and buttons — no WebGL, no style, no tiles, so a phone on a slow network
 * shows the trip as soon as its two answers are in. MapLibre replaces it once it is idle. The
 * frame (800 × 500 units) is fitted whole into the box; the land reaches past it, so a box of
 * another shape still shows land to its edges. Steps are 44 px buttons; steps too close to tell
 * apart share one, which lists them.
 */
export function TripSketchMap({ land, route, steps, latest = null, onStepOpen, onDrawn }: TripSketchMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [group, setGroup] = useState<{ anchor: HTMLElement; steps: TripMapStep[] } | null>(null);
  // Measured before the first paint, then again whenever the box changes size.
  useLayoutEffect(() => {
    const element = box.current!;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const frame = land?.frame ?? null;
  const drawn = frame !== null && size !== null && size.width > 0;
  const drawnCallback = useRef(onDrawn);
  useEffect(() => {
    drawnCallback.current = onDrawn;
  });
  useEffect(() => {
    if (drawn) drawnCallback.current?.();
  }, [drawn, land]);

  let content = null;
  if (drawn) {
    const scale = Math.min(size.width / frame.width, size.height / frame.height);
    const [left, top] = [(size.width - frame.width * scale) / 2, (size.height - frame.height * scale) / 2];
    const projector = frameProjector(frame);
    const at = (lon: number, lat: number) => ({ x: left + projector.x(near(lon, frame)) * scale, y: top + projector.y(lat) * scale });
    const placed = steps.map((step, index) => ({ index, count: step.count, ...at(step.lon, step.lat) }));
    const latestAt = latest && at(latest.lon, latest.lat);
    content = (
      <>
        <Box component="svg" aria-hidden sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}>
          <g transform={`translate(${left} ${top}) scale(${scale})`}>
            {land!.countries.map((path, index) => (
              <path key={index} d={path} fill="#f3efe4" stroke="#aaa291" strokeWidth={1} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
            ))}
            {route.jumps.map((jump, index) => (
              <path key={`j${index}`} d={linePath(jump, projector)} fill="none" stroke={ROUTE_COLOUR} strokeOpacity={0.8} strokeWidth={2} strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
            ))}
            {route.paths.map((path, index) => (
              <path key={`p${index}`} d={linePath(path, projector)} fill="none" stroke={ROUTE_COLOUR} strokeWidth={3.5} strokeLinecap="round" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            ))}
          </g>
        </Box>
        {stepGroups(placed, MARKER_SIZE).map((members) => {
          const lead = members.reduce((best, index) => (steps[index]!.count > steps[best]!.count ? index : best));
          const grouped = members.map((index) => steps[index]!);
          const count = grouped.reduce((sum, step) => sum + step.count, 0);
          const { x, y } = placed[lead]!;
          const thumbnail = steps[lead]!.thumbnailUrl;
          return (
            <Box
              key={steps[lead]!.id}
              component="button"
              type="button"
              aria-label={grouped.length === 1 ? mapTexts.step(grouped[0]!.label, count) : mapTexts.groupList(grouped.map((step) => step.label), count)}
              aria-haspopup={grouped.length > 1 ? 'menu' : undefined}
              onClick={(event: React.MouseEvent<HTMLElement>) => (grouped.length === 1 ? onStepOpen(grouped[0]!.id) : setGroup({ anchor: event.currentTarget, steps: grouped }))}
              // The place inline: the style rule stays one for every marker, made once.
              style={{ left: x, top: y }}
              sx={grouped.length > 1 ? groupSx : markerSx}
            >
              {thumbnail && <Box component="img" src={thumbnail} alt="" decoding="async" sx={thumbnailSx} />}
              <Box component="span" aria-hidden sx={countSx}>
                {count}
              </Box>
            </Box>
          );
        })}
        {latestAt && (
          // Beside the marker it may share a place with, on the side with room for the words.
          <Box role="img" aria-label={mapTexts.latestAt(latest.label)} sx={{ position: 'absolute', left: latestAt.x, top: latestAt.y, pointerEvents: 'none' }}>
            <Box sx={{ position: 'absolute', left: -9, top: -9, width: 18, height: 18, boxSizing: 'border-box', border: '3px solid #ffffff', borderRadius: '50%', bgcolor: ROUTE_COLOUR, boxShadow: '0 0 0 6px rgba(210, 85, 43, 0.3)' }} />
            <Box
              component="span"
              sx={{
                position: 'absolute',
                top: 0,
                transform: 'translateY(-50%)',
                ...(latestAt.x + LABEL_ROOM > size.width ? { right: MARKER_SIZE / 2 + 4 } : { left: MARKER_SIZE / 2 + 4 }),
                px: 1,
                py: '3px',
                borderRadius: 3,
                bgcolor: '#ffffff',
                color: '#1f1f1f',
                font: '500 13px/1.3 Roboto, sans-serif',
                boxShadow: '0 1px 3px rgba(0, 0, 0, 0.35)',
                whiteSpace: 'nowrap',
              }}
            >
              {mapTexts.latest}
            </Box>
          </Box>
        )}
        <Typography component="span" sx={{ position: 'absolute', right: 0, bottom: 0, px: 0.5, bgcolor: 'rgba(255, 255, 255, 0.8)', color: '#333333', fontSize: 12 }}>
          {mapTexts.attribution}
        </Typography>
        <Menu anchorEl={group?.anchor} open={group !== null} onClose={() => setGroup(null)}>
          {group?.steps.map((step) => (
            <MenuItem
              key={step.id}
              sx={{ minHeight: 44 }}
              onClick={() => {
                setGroup(null);
                onStepOpen(step.id);
              }}
            >
              {mapTexts.step(step.label, step.count)}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }

  return (
    <Box ref={box} data-sketch-map={drawn ? 'drawn' : frame === null && land ? 'empty' : 'loading'} sx={{ position: 'relative', width: '100%', height: '100%', minHeight: 240, bgcolor: SEA, overflow: 'hidden' }}>
      {content}
      {!drawn && (
        <Typography role="status" sx={{ position: 'absolute', left: 12, bottom: 12, px: 1, borderRadius: 1, bgcolor: 'background.paper' }}>
          {land ? mapTexts.empty : mapTexts.loading}
        </Typography>
      )}
    </Box>
  );
}
