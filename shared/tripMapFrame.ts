import type { RouteLine } from './mapTypes.ts';

/**
 * The trip's frame as the archive's static map and Voyage's first map draw it (issue 39): an
 * equirectangular view of the trip's extent, widened by a margin, longitudes scaled by the cosine
 * of its middle latitude so a country keeps its shape. Shared by the server (which draws the land
 * in it) and the client (which draws the route and the steps in the same frame).
 */
export interface MapFrame {
  width: number;
  height: number;
  midLon: number;
  midLat: number;
  /** Cosine of the middle latitude, at least 0.2. */
  cos: number;
  /** Frame units per degree of latitude. */
  scale: number;
}

export interface FramedTrip {
  route: RouteLine;
  steps: readonly { lon: number; lat: number }[];
}

/** The frame that holds the route and the steps, or null for a trip with no position. */
export function tripFrame({ route, steps }: FramedTrip, width = 800, height = 500): MapFrame | null {
  const points: (readonly number[])[] = [...route.paths.flat(), ...route.jumps.flat(), ...steps.map((step) => [step.lon, step.lat])];
  if (points.length === 0) return null;
  let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [lon, lat] of points) {
    west = Math.min(west, lon!);
    east = Math.max(east, lon!);
    south = Math.min(south, lat!);
    north = Math.max(north, lat!);
  }
  const cos = Math.max(0.2, Math.cos((((south + north) / 2) * Math.PI) / 180));
  // At least a region's width, and a fifth of the extent round it.
  const spanX = Math.max((east - west) * cos, 1) * 1.4;
  const spanY = Math.max(north - south, 0.6) * 1.4;
  return { width, height, midLon: (west + east) / 2, midLat: (south + north) / 2, cos, scale: Math.min(width / spanX, height / spanY) };
}

/** Frame units from degrees, rounded to `decimals` places (1: the archive's SVG; 0: the land on the wire). */
export function frameProjector(frame: MapFrame, decimals = 1) {
  const { width, height, midLon, midLat, cos, scale } = frame;
  const factor = 10 ** decimals;
  const round = (value: number) => Math.round(value * factor) / factor;
  return {
    x: (lon: number) => round(width / 2 + (lon - midLon) * cos * scale),
    y: (lat: number) => round(height / 2 - (lat - midLat) * scale),
  };
}

/** The degrees a frame shows, `times` its size round its middle (1: the frame itself). */
export function frameView(frame: MapFrame, times = 1) {
  const halfLon = ((frame.width / 2) * times) / (frame.cos * frame.scale);
  const halfLat = ((frame.height / 2) * times) / frame.scale;
  return { west: frame.midLon - halfLon, east: frame.midLon + halfLon, south: frame.midLat - halfLat, north: frame.midLat + halfLat };
}

/** An SVG path's data for a line of [lon, lat] positions. */
export function linePath(coordinates: readonly (readonly number[])[], projector: ReturnType<typeof frameProjector>): string {
  return coordinates.map(([lon, lat], index) => `${index === 0 ? 'M' : 'L'}${projector.x(lon!)} ${projector.y(lat!)}`).join('');
}
