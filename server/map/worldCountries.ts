import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, Geometry, Position } from 'geojson';

const require = createRequire(import.meta.url);

let countries: FeatureCollection | undefined;
/** Natural Earth's 1:50m countries (world-atlas, the built-in basemap's data), read once per process. */
export function worldCountries(): FeatureCollection {
  if (countries === undefined) {
    const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;
    countries = feature(topology, topology.objects.countries as GeometryCollection) as FeatureCollection;
  }
  return countries;
}

/** A country's rings, whether it is one polygon or several. */
export function outlineRings(geometry: Geometry | null): Position[][] {
  if (geometry?.type === 'Polygon') return geometry.coordinates;
  if (geometry?.type === 'MultiPolygon') return geometry.coordinates.flat();
  return [];
}

/** Whether a ring's box meets a box of degrees, its longitudes moved by `shift` (±360 across the antimeridian). */
export function ringMeets(ring: readonly Position[], view: { west: number; east: number; south: number; north: number }, shift = 0): boolean {
  let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [lon, lat] of ring) {
    west = Math.min(west, lon! + shift);
    east = Math.max(east, lon! + shift);
    south = Math.min(south, lat!);
    north = Math.max(north, lat!);
  }
  return west <= view.east && east >= view.west && south <= view.north && north >= view.south;
}
