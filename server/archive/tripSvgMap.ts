import type { Feature } from 'geojson';
import type { TripMapReply } from '../../shared/tripTypes.ts';
import { frameProjector, frameView, linePath, tripFrame } from '../../shared/tripMapFrame.ts';
import { outlineRings, ringMeets, worldCountries } from '../map/worldCountries.ts';

const WIDTH = 800;
const HEIGHT = 500;

/** What the archive's map draws: the countries around the trip as SVG paths, the route and the steps. */
export interface SvgMap {
  width: number;
  height: number;
  countries: string[];
  paths: string[];
  jumps: string[];
  steps: { x: number; y: number; name: string; count: number }[];
}

/**
 * The trip's map as a static picture for the offline archive (issue 39): no tiles and no script,
 * so it draws from file:// with the network off. The frame of shared/tripMapFrame.ts; countries
 * from Natural Earth, whose outlines the SVG's frame clips.
 */
export function tripSvgMap(map: Pick<TripMapReply, 'route' | 'steps'>): SvgMap | null {
  const frame = tripFrame(map, WIDTH, HEIGHT);
  if (frame === null) return null;
  const projector = frameProjector(frame);
  const view = frameView(frame);
  const shapes: string[] = [];
  for (const country of worldCountries().features as Feature[]) {
    const outline = outlineRings(country.geometry);
    // Only the countries whose outline's box meets the view: the page stays small.
    if (!outline.some((ring) => ringMeets(ring, view))) continue;
    shapes.push(outline.map((ring) => `${linePath(ring, projector)}Z`).join(''));
  }
  return {
    width: WIDTH,
    height: HEIGHT,
    countries: shapes,
    paths: map.route.paths.map((path) => linePath(path, projector)),
    jumps: map.route.jumps.map((jump) => linePath(jump, projector)),
    steps: map.steps.map((step) => ({ x: projector.x(step.lon), y: projector.y(step.lat), name: step.name, count: step.count })),
  };
}
