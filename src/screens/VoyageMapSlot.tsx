import { Suspense, useContext, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { TripMapContext } from '../app/TripMapContext.tsx';
import { TripSketchMap } from '../components/TripSketchMap.tsx';
import type { TripLandReply, TripMapReply } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';

/** A step as the map draws it (TripMap's TripMapStep). */
export type VoyageMapStep = { id: string; lat: number; lon: number; label: string; count: number; thumbnailUrl: string | null };

export type VoyageMapSlotProps = {
  /** trip/map's route: the simplified paths, and the long jumps drawn apart. */
  route: TripMapReply['route'];
  /** The server has a MAP_TILES basemap: streets at high zoom. */
  detailedTiles?: boolean;
  steps: readonly VoyageMapStep[];
  latest: { lat: number; lon: number; label: string } | null;
  onStepOpen: (id: string) => void;
  /** The Voyage page's map, or a day's small one. */
  size: 'large' | 'small';
  /** Voyage's first map: trip/land's answer, undefined while it is read, null if it failed. */
  land?: TripLandReply | null;
};

/** What TripMapContext's map is given: the slot's props, and when MapLibre is first idle. */
export type EngineMapProps = VoyageMapSlotProps & { onReady?: () => void };

/**
 * Where Voyage and the day pages draw their map: the map TripMapContext provides (the app's
 * MapLibre map), or, where none is provided (the screens' stories) and while the map's code loads,
 * the map's area. On Voyage a first map comes before MapLibre (issue 39: a phone on a slow
 * network): TripSketchMap, drawn from trip/map and trip/land alone. MapLibre is asked for only
 * once it is on screen, so its 800 KB do not hold the first map back, and it replaces the first
 * map only once it is idle, so the trip never leaves the screen.
 * `data-map-status="drawn"`: a map with land, route and steps is on screen (either).
 */
export function VoyageMapSlot(props: VoyageMapSlotProps) {
  const drawMap = useContext(TripMapContext);
  const [sketchDrawn, setSketchDrawn] = useState(false);
  const [engineReady, setEngineReady] = useState(false);
  const area = <MapArea steps={props.steps.length} size={props.size} />;
  if (drawMap === null) return area;
  const sketching = props.size === 'large' && props.land !== null;
  const landRead = props.land !== undefined && props.land !== null;
  const engineWanted = !sketching || sketchDrawn || (landRead && props.land!.frame === null);
  return (
    <Box data-map-status={sketchDrawn || engineReady ? 'drawn' : 'loading'} sx={{ display: 'grid', height: '100%' }}>
      {engineWanted && (
        <Box sx={{ gridArea: '1 / 1', minWidth: 0 }}>
          <Suspense fallback={sketching ? null : area}>{drawMap({ ...props, onReady: () => setEngineReady(true) })}</Suspense>
        </Box>
      )}
      {sketching && !engineReady && (
        <Box sx={{ gridArea: '1 / 1', minWidth: 0, zIndex: 1 }}>
          <TripSketchMap land={props.land ?? undefined} route={props.route} steps={props.steps} latest={props.latest} onStepOpen={props.onStepOpen} onDrawn={() => setSketchDrawn(true)} />
        </Box>
      )}
    </Box>
  );
}

function MapArea({ steps, size }: { steps: number; size: VoyageMapSlotProps['size'] }) {
  return (
    <Box
      data-map-slot={size}
      data-steps={steps}
      sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#dfe9f0', border: '2px dashed #7a93a8' }}
    >
      <Typography sx={{ color: '#2d4356' }}>{tripTexts.mapLabel}</Typography>
    </Box>
  );
}
