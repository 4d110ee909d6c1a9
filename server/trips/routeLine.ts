import { distanceKm } from './homeZones.ts';

/** [lon, lat], as GeoJSON and the map take them. */
export type LonLat = [number, number];

export interface RouteOptions {
  /** Points closer than this to the simplified line are dropped (Douglas–Peucker). */
  toleranceKm: number;
  /** A step longer than this (a flight) is drawn apart: the line breaks there. */
  jumpKm: number;
}

export const defaultRouteOptions: RouteOptions = { toleranceKm: 0.2, jumpKm: 500 };

/**
 * The trip's line as the map draws it: located items in time order, broken into segments where
 * the family flew (a jump over `jumpKm`) and where the line crosses the 180th meridian (each side
 * ends on ±180 at the crossing's latitude, so no line runs the wrong way round the world), each
 * segment simplified. A segment of one point is kept: the map shows it as a dot.
 */
export function routeLine(points: readonly LonLat[], options: RouteOptions = defaultRouteOptions): LonLat[][] {
  return splitRoute(points, options.jumpKm).map((segment) => simplify(segment, options.toleranceKm));
}

export function splitRoute(points: readonly LonLat[], jumpKm: number): LonLat[][] {
  const segments: LonLat[][] = [];
  let current: LonLat[] = [];
  for (const point of points) {
    const previous = current.at(-1);
    if (previous === undefined) {
      current.push(point);
      continue;
    }
    if (distanceKm(previous[1], previous[0], point[1], point[0]) > jumpKm) {
      segments.push(current);
      current = [point];
      continue;
    }
    if (Math.abs(point[0] - previous[0]) > 180) {
      // The short way crosses the antimeridian: cut at ±180, at the latitude the line reaches there.
      const east = previous[0] > 0 ? 180 : -180;
      const span = 360 - Math.abs(point[0] - previous[0]);
      const share = span === 0 ? 0 : (180 - Math.abs(previous[0])) / span;
      const lat = previous[1] + (point[1] - previous[1]) * share;
      current.push([east, lat]);
      segments.push(current);
      current = [[-east, lat], point];
      continue;
    }
    current.push(point);
  }
  if (current.length > 0) segments.push(current);
  return segments;
}

/** Douglas–Peucker on a local plane (longitudes scaled by the latitude's cosine), iterative. */
export function simplify(points: readonly LonLat[], toleranceKm: number): LonLat[] {
  if (points.length <= 2) return [...points];
  const kmPerDegree = 111.32;
  const meanLat = points.reduce((sum, point) => sum + point[1], 0) / points.length;
  const scale = Math.cos((meanLat * Math.PI) / 180);
  const x = (i: number) => points[i]![0] * scale * kmPerDegree;
  const y = (i: number) => points[i]![1] * kmPerDegree;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const dx = x(last) - x(first);
    const dy = y(last) - y(first);
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let farthestKm = toleranceKm;
    for (let i = first + 1; i < last; i += 1) {
      const km =
        length === 0 ? Math.hypot(x(i) - x(first), y(i) - y(first)) : Math.abs(dy * x(i) - dx * y(i) + x(last) * y(first) - y(last) * x(first)) / length;
      if (km > farthestKm) {
        farthest = i;
        farthestKm = km;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, i) => keep[i] === 1);
}
