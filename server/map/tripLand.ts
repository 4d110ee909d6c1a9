import type { Feature, Position } from 'geojson';
import { frameView, tripFrame, type FramedTrip, type MapFrame } from '../../shared/tripMapFrame.ts';
import { outlineRings, ringMeets, worldCountries } from './worldCountries.ts';

/** The land round a trip, as Voyage's first map draws it (shared/tripTypes.ts's TripLandReply). */
export interface TripLand {
  frame: MapFrame | null;
  /** One SVG path per country, in frame units, relative moves. */
  countries: string[];
}

const WIDTH = 800;
const HEIGHT = 500;
/** Drawn three times the frame's size: a box taller or wider than 8:5 still shows land to its edges. */
const TIMES = 3;
const cache = new Map<string, string[]>();
const CACHE_SIZE = 16;

type Point = [number, number];

/** Sutherland–Hodgman against one edge: the ring's part on the inner side of `inside`. */
function clipEdge(ring: Point[], inside: (point: Point) => boolean, cross: (a: Point, b: Point) => Point): Point[] {
  const out: Point[] = [];
  for (let index = 0; index < ring.length; index += 1) {
    const current = ring[index]!;
    const previous = ring[(index + ring.length - 1) % ring.length]!;
    if (inside(current)) {
      if (!inside(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (inside(previous)) out.push(cross(previous, current));
  }
  return out;
}

/** A ring cut to the box [x0, x1] × [y0, y1]: the cut follows the box's edge, which lies off screen. */
function clipRing(ring: Point[], x0: number, x1: number, y0: number, y1: number): Point[] {
  const atX = (x: number) => (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  const atY = (y: number) => (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
  let out = clipEdge(ring, (p) => p[0] >= x0, atX(x0));
  out = clipEdge(out, (p) => p[0] <= x1, atX(x1));
  out = clipEdge(out, (p) => p[1] >= y0, atY(y0));
  return clipEdge(out, (p) => p[1] <= y1, atY(y1));
}

/** Douglas–Peucker's tolerance, in frame units: a world's coasts drawn 800 units wide keep what shows. */
const TOLERANCE = 1;

function segmentDistance([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** Douglas–Peucker, with a stack rather than recursion: a coast has thousands of points. */
function simplified(ring: readonly Point[]): Point[] {
  if (ring.length < 4) return [...ring];
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let [farthest, distance] = [-1, TOLERANCE];
    for (let index = first + 1; index < last; index += 1) {
      const d = segmentDistance(ring[index]!, ring[first]!, ring[last]!);
      if (d > distance) [farthest, distance] = [index, d];
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return ring.filter((_, index) => keep[index] === 1);
}

/** Whole frame units, each point written as a move from the one before. */
function ringPath(ring: readonly Point[]): string {
  let path = '';
  let [px, py] = [0, 0];
  let kept = 0;
  for (const [fx, fy] of ring) {
    const [x, y] = [Math.round(fx), Math.round(fy)];
    if (kept > 0 && x === px && y === py) continue;
    path += kept === 0 ? `M${x} ${y}` : `${kept === 1 ? 'l' : ' '}${x - px} ${y - py}`;
    [px, py] = [x, y];
    kept += 1;
  }
  return kept < 3 ? '' : `${path}z`;
}

function drawLand(frame: MapFrame): string[] {
  const view = frameView(frame, TIMES);
  const { width, height, midLon, midLat, cos, scale } = frame;
  const [x0, x1] = [(-(TIMES - 1) / 2) * width, ((TIMES + 1) / 2) * width];
  const [y0, y1] = [(-(TIMES - 1) / 2) * height, ((TIMES + 1) / 2) * height];
  // A view past ±180° (a route across the antimeridian) meets the countries a turn away too.
  const shifts = [0, ...(view.west < -180 ? [-360] : []), ...(view.east > 180 ? [360] : [])];
  const countries: string[] = [];
  for (const country of worldCountries().features as Feature[]) {
    let path = '';
    for (const ring of outlineRings(country.geometry)) {
      for (const shift of shifts) {
        if (!ringMeets(ring, view, shift)) continue;
        const projected = ring.map(([lon, lat]: Position): Point => [width / 2 + (lon! + shift - midLon) * cos * scale, height / 2 - (lat! - midLat) * scale]);
        path += ringPath(simplified(clipRing(projected, x0, x1, y0, y1)));
      }
    }
    if (path !== '') countries.push(path);
  }
  return countries;
}

/**
 * The countries round a trip, drawn by the server in the trip's frame so a phone gets a map at
 * once, without MapLibre, its style or its tiles: clipped to three times the frame, whole units
 * (half a pixel on a phone). Kept for the last frames drawn: a trip's frame changes only when the
 * trip grows past its edge.
 */
export function tripLand(trip: FramedTrip): TripLand {
  const frame = tripFrame(trip, WIDTH, HEIGHT);
  if (frame === null) return { frame: null, countries: [] };
  const key = JSON.stringify(frame);
  let countries = cache.get(key);
  if (countries === undefined) {
    countries = drawLand(frame);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, countries);
  }
  return { frame, countries };
}
