import { TripMap } from '../components/TripMap.tsx';
import type { EngineMapProps } from './VoyageMapSlot.tsx';

/** The real map in Voyage's slot: what src/main.tsx provides through TripMapContext. */
export function VoyageTripMap({ route, steps, latest, onStepOpen, detailedTiles, onReady }: EngineMapProps) {
  return <TripMap route={route} steps={steps} latest={latest} onStepOpen={onStepOpen} detailedTiles={detailedTiles} onReady={onReady} sx={{ height: '100%' }} />;
}
