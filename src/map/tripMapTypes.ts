import type { RouteLine } from '../../shared/mapTypes.ts';

/** A stop of the trip: one town on one day, with how many items it holds and one of its thumbnails. */
export interface TripMapStep {
  id: string;
  lat: number;
  lon: number;
  /** The town, as the trip's days name it: « Chamonix ». */
  label: string;
  count: number;
  thumbnailUrl?: string | null;
}

/** The family's newest known position: « Ils sont ici ». */
export interface TripMapLatest {
  lat: number;
  lon: number;
  label: string;
}

export interface TripMapData {
  route: RouteLine;
  steps: readonly TripMapStep[];
  latest: TripMapLatest | null;
}
