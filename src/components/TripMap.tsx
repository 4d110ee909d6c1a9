import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { RouteLine } from '../../shared/mapTypes.ts';
import type { TripMapHandle } from '../map/tripMapEngine.ts';
import type { TripMapLatest, TripMapStep } from '../map/tripMapTypes.ts';
import { mapTexts } from '../texts/mapTexts.ts';

export type { TripMapLatest, TripMapStep };

export type TripMapProps = {
  /** The simplified route (server/map/routeLine.ts): paths drawn solid, jumps (flights) dashed. */
  route: RouteLine;
  steps: readonly TripMapStep[];
  latest?: TripMapLatest | null;
  onStepOpen: (id: string) => void;
  /** The server has MAP_TILES: the region's streets are drawn over the world basemap. */
  detailedTiles?: boolean;
  /** Each time the map has drawn all it was asked for (tests and timing wait for it). */
  onIdle?: () => void;
  /** The first time MapLibre is idle: Voyage then takes its first map (TripSketchMap) away. */
  onReady?: () => void;
  sx?: SxProps<Theme>;
};

/** `maplibre`: MapLibre has drawn style, tiles and route once (data-map-engine). */
type Status = 'loading' | 'maplibre' | 'failed';

/**
 * The trip on a map. MapLibre arrives by a dynamic import, in its own chunk, when the first map
 * mounts; the component fills its parent, which gives it its size. A map alone is not accessible:
 * the screen shows the same steps as a list by day beside it; here each step is a 44 px button
 * named after its town. Without WebGL the map says it cannot be shown, in one line.
 */
export function TripMap({ route, steps, latest = null, onStepOpen, detailedTiles = false, onIdle, onReady, sx }: TripMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const engine = useRef<TripMapHandle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const ready = useRef(false);
  // The engine keeps the first callbacks it was given: these let it reach the current ones.
  const callbacks = useRef({ onStepOpen, onIdle, onReady });
  const data = useRef({ route, steps, latest });
  // Declared first, so it runs before the effects below read the refs.
  useEffect(() => {
    callbacks.current = { onStepOpen, onIdle, onReady };
    data.current = { route, steps, latest };
  });

  useEffect(() => {
    let cancelled = false;
    ready.current = false;
    import('../map/tripMapEngine.ts')
      .then(({ createTripMap }) => {
        if (cancelled || container.current === null) return;
        engine.current = createTripMap(container.current, data.current, {
          detailedTiles,
          onStepOpen: (id) => callbacks.current.onStepOpen(id),
          onIdle: () => {
            if (!ready.current) {
              ready.current = true;
              setStatus('maplibre');
              callbacks.current.onReady?.();
            }
            callbacks.current.onIdle?.();
          },
        });
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      engine.current?.remove();
      engine.current = null;
    };
  }, [detailedTiles]);

  useEffect(() => {
    engine.current?.update({ route, steps, latest });
  }, [route, steps, latest]);

  return (
    <Box
      className="lapin-map"
      data-map-engine={status}
      // A grid, so the map's own box fills it: MapLibre makes that box `position: relative`.
      sx={[{ position: 'relative', display: 'grid', width: '100%', height: '100%', minHeight: 240, bgcolor: '#c9dde9', overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box ref={container} sx={{ gridArea: '1 / 1', minWidth: 0 }} />
      {status !== 'maplibre' && (
        <Typography role="status" sx={{ position: 'absolute', left: 12, bottom: 12, px: 1, borderRadius: 1, bgcolor: 'background.paper' }}>
          {status === 'failed' ? mapTexts.failed : mapTexts.loading}
        </Typography>
      )}
    </Box>
  );
}
