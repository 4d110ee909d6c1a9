import { TripMap } from '../components/TripMap.tsx';
import type { VoyageMapSlotProps } from './VoyageMapSlot.tsx';

/** The real map in Voyage's slot: what src/main.tsx provides through TripMapContext. */
export function VoyageTripMap({ route, steps, latest, onStepOpen, detailedTiles }: VoyageMapSlotProps) {
  return <TripMap route={route} steps={steps} latest={latest} onStepOpen={onStepOpen} detailedTiles={detailedTiles} sx={{ height: '100%' }} />;
}
