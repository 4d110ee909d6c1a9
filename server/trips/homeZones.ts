import type { HomeZone } from '../../shared/tripTypes.ts';
import { distanceKm } from '../places/pointTree.ts';

export type StoredHomeZone = Required<HomeZone>;

/** Whether a position lies in a place the family never shows. */
export function inHomeZone(zones: readonly StoredHomeZone[], lat: number, lon: number): boolean {
  return zones.some((zone) => distanceKm(zone.lat, zone.lon, lat, lon) <= zone.radiusKm);
}
