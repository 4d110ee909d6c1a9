import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { TripMapReply } from '../../shared/tripTypes.ts';

const require = createRequire(import.meta.url);
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

let countries: FeatureCollection | undefined;
/** Natural Earth's 1:50m countries (world-atlas, the built-in basemap's data), read once per process. */
function worldCountries(): FeatureCollection {
  if (countries === undefined) {
    const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;
    countries = feature(topology, topology.objects.countries as GeometryCollection) as FeatureCollection;
  }
  return countries;
}

function rings(geometry: Geometry | null): Position[][] {
  if (geometry?.type === 'Polygon') return geometry.coordinates;
  if (geometry?.type === 'MultiPolygon') return geometry.coordinates.flat();
  return [];
}

/**
 * The trip's map as a static picture for the offline archive (issue 39): no tiles and no script,
 * so it draws from file:// with the network off. An equirectangular view of the trip's extent,
 * widened by a margin, longitudes scaled by the cosine of its middle latitude so a country keeps
 * its shape; countries from Natural Earth, whose outlines the SVG's frame clips.
 */
export function tripSvgMap(map: Pick<TripMapReply, 'route' | 'steps'>): SvgMap | null {
  const points: [number, number][] = [...map.route.paths.flat(), ...map.route.jumps.flat(), ...map.steps.map((step) => [step.lon, step.lat] as [number, number])];
  if (points.length === 0) return null;
  let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [lon, lat] of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const cos = Math.max(0.2, Math.cos((((south + north) / 2) * Math.PI) / 180));
  // At least a region's width, and a fifth of the extent round it.
  const spanX = Math.max((east - west) * cos, 1) * 1.4;
  const spanY = Math.max(north - south, 0.6) * 1.4;
  const scale = Math.min(WIDTH / spanX, HEIGHT / spanY);
  const midLon = (west + east) / 2;
  const midLat = (south + north) / 2;
  const x = (lon: number) => Math.round((WIDTH / 2 + (lon - midLon) * cos * scale) * 10) / 10;
  const y = (lat: number) => Math.round((HEIGHT / 2 - (lat - midLat) * scale) * 10) / 10;
  const line = (coordinates: readonly (readonly number[])[]) => coordinates.map(([lon, lat], index) => `${index === 0 ? 'M' : 'L'}${x(lon!)} ${y(lat!)}`).join('');

  const [viewWest, viewEast] = [midLon - WIDTH / 2 / (cos * scale), midLon + WIDTH / 2 / (cos * scale)];
  const [viewSouth, viewNorth] = [midLat - HEIGHT / 2 / scale, midLat + HEIGHT / 2 / scale];
  const shapes: string[] = [];
  for (const country of worldCountries().features as Feature[]) {
    const outline = rings(country.geometry);
    // Only the countries whose outline's box meets the view: the page stays small.
    const seen = outline.some((ring) => {
      const lons = ring.map((point) => point[0]!);
      const lats = ring.map((point) => point[1]!);
      return Math.min(...lons) <= viewEast && Math.max(...lons) >= viewWest && Math.min(...lats) <= viewNorth && Math.max(...lats) >= viewSouth;
    });
    if (!seen) continue;
    shapes.push(outline.map((ring) => `${line(ring)}Z`).join(''));
  }
  return {
    width: WIDTH,
    height: HEIGHT,
    countries: shapes,
    paths: map.route.paths.map(line),
    jumps: map.route.jumps.map(line),
    steps: map.steps.map((step) => ({ x: x(step.lon), y: y(step.lat), name: step.name, count: step.count })),
  };
}
