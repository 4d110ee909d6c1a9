import { Box, Typography } from '@mui/material';
import type { TripMapReply } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';

/** A step as the map draws it (TripMap's TripMapStep). */
export type VoyageMapStep = { id: string; lat: number; lon: number; label: string; count: number; thumbnailUrl: string | null };

export type VoyageMapSlotProps = {
  /** trip/map's segments of [lon, lat]; a long jump or the antimeridian starts a new segment. */
  route: TripMapReply['route'];
  steps: readonly VoyageMapStep[];
  latest: { lat: number; lon: number; label: string } | null;
  onStepOpen: (id: string) => void;
  /** The Voyage page's map, or a day's small one. */
  size: 'large' | 'small';
};

/**
 * Where Voyage and the day pages draw their map: the one place TripMap plugs in (issue 39). Until
 * then it holds the map's area, so the screens and their stories show where the map goes.
 */
export function VoyageMapSlot({ steps, size }: VoyageMapSlotProps) {
  return (
    <Box
      data-map-slot={size}
      data-steps={steps.length}
      sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#dfe9f0', border: '2px dashed #7a93a8' }}
    >
      <Typography sx={{ color: '#2d4356' }}>{tripTexts.mapLabel}</Typography>
    </Box>
  );
}
