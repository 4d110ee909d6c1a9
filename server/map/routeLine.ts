import type { LonLat, RouteLine } from '../../shared/mapTypes.ts';
import { distanceKm as greatCircleKm } from '../places/pointTree.ts';

export interface RoutePoint {
  lat: number;
  lon: number;
}

export interface RouteLineOptions {
  /** How far, in km, the simplified line may stray from the points. */
  toleranceKm?: number;
  /** A hop between two points in a row longer than this, in km, is a jump (a flight, a ferry). */
  jumpKm?: number;
}

const EARTH_RADIUS_KM = 6371;
const RADIANS = Math.PI / 180;
/** Five decimals: about a metre, finer than any zoom the map offers, and short on the wire. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

const isPlace = ({ lat, lon }: RoutePoint) =>
  Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0);

/** Great-circle distance, so a hop across the antimeridian measures the short way round. */
export function distanceKm(a: RoutePoint, b: RoutePoint): number {
  return greatCircleKm(a.lat, a.lon, b.lat, b.lon);
}

/** `lon` moved by whole turns to lie within 180° of `reference`. */
function unwrap(lon: number, reference: number): number {
  return lon + 360 * Math.round((reference - lon) / 360);
}

/**
 * The route through the located items, in the order given (time order): split at every long hop,
 * each stretch simplified by Douglas–Peucker, longitudes unwrapped along a stretch so that Fiji's
 * 178° → −179° is a step of 3°, not a line across the whole world. A stretch of one point (a town
 * reached by air and left by air) has no path; its jumps still reach it.
 */
export function routeLine(points: readonly RoutePoint[], { toleranceKm = 0.5, jumpKm = 300 }: RouteLineOptions = {}): RouteLine {
  const stretches: RoutePoint[][] = [];
  let previous: RoutePoint | undefined;
  for (const point of points) {
    if (!isPlace(point)) continue;
    const stretch = stretches.at(-1);
    if (stretch === undefined || previous === undefined || distanceKm(previous, point) > jumpKm) stretches.push([point]);
    else stretch.push(point);
    previous = point;
  }
  const unwrapped = stretches.map(unwrapStretch);
  const paths = unwrapped.map((stretch) => simplify(stretch, toleranceKm)).filter((path) => path.length >= 2);
  // Every stretch holds at least one point: a jump goes from the end of one to the start of the next.
  const ends = unwrapped.map((stretch) => [stretch[0], stretch.at(-1)] as [LonLat, LonLat]);
  const jumps = ends.slice(1).map(([to], index): [LonLat, LonLat] => {
    const from = ends[index]![1];
    return [from, [round(unwrap(to[0], from[0])), to[1]]];
  });
  return { paths, jumps };
}

function unwrapStretch(stretch: readonly RoutePoint[]): LonLat[] {
  let lon = stretch[0]?.lon ?? 0;
  return stretch.map((point) => {
    lon = unwrap(point.lon, lon);
    return [round(lon), round(point.lat)];
  });
}

/**
 * Douglas–Peucker on a local flat projection (km east and north of the stretch's start), with a
 * stack rather than recursion: 5,000 photos in a row must not reach the call-stack limit.
 */
function simplify(line: readonly LonLat[], toleranceKm: number): LonLat[] {
  // Drop repeats first: a day of photos in one square is one point on the map.
  const distinct = line.filter((point, index) => index === 0 || point[0] !== line[index - 1]?.[0] || point[1] !== line[index - 1]?.[1]);
  if (distinct.length <= 2) return distinct;
  const originLat = distinct[0]![1] * RADIANS;
  const kmPerDegree = EARTH_RADIUS_KM * RADIANS;
  const flat = distinct.map(([lon, lat]): Flat => [lon * kmPerDegree * Math.cos(originLat), lat * kmPerDegree]);
  const keep = new Uint8Array(distinct.length);
  keep[0] = 1;
  keep[distinct.length - 1] = 1;
  const stack: [number, number][] = [[0, distinct.length - 1]];
  for (let span = stack.pop(); span !== undefined; span = stack.pop()) {
    const [first, last] = span;
    const a = flat[first]!;
    const b = flat[last]!;
    let farthest = -1;
    let farthestDistance = toleranceKm;
    for (let index = first + 1; index < last; index++) {
      const distance = distanceToSegment(flat[index]!, a, b);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest === -1) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return distinct.filter((_, index) => keep[index] === 1);
}

type Flat = readonly [number, number];

function distanceToSegment([px, py]: Flat, [ax, ay]: Flat, [bx, by]: Flat): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
