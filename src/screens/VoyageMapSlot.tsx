import { Suspense, useContext } from 'react';
import { Box, Typography } from '@mui/material';
import { TripMapContext } from '../app/TripMapContext.tsx';
import type { TripMapReply } from '../../shared/tripTypes.ts';
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
};

/**
 * Where Voyage and the day pages draw their map: the map TripMapContext provides (the app's
 * MapLibre map), or, where none is provided (the screens' stories) and while the map's code loads,
 * the map's area.
 */
export function VoyageMapSlot(props: VoyageMapSlotProps) {
  const drawMap = useContext(TripMapContext);
  const area = <MapArea steps={props.steps.length} size={props.size} />;
  if (drawMap === null) return area;
  return <Suspense fallback={area}>{drawMap(props)}</Suspense>;
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
