import type { HomeZone } from '../../shared/tripTypes.ts';

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

export type StoredHomeZone = Required<HomeZone>;

/** Whether a position lies in a place the family never shows. */
export function inHomeZone(zones: readonly StoredHomeZone[], lat: number, lon: number): boolean {
  return zones.some((zone) => distanceKm(zone.lat, zone.lon, lat, lon) <= zone.radiusKm);
}
