import type { Feature } from 'geojson';
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { BASEMAP_MAX_ZOOM } from '../../shared/mapTypes.ts';
import { townTable } from '../places/townTable.ts';

/**
 * The zoom from which a town is labelled: capitals and the largest cities on a world view, towns
 * of 5,000 people at a region's zoom. MapLibre's collision still drops the labels that overlap,
 * the most populous first kept (`symbol-sort-key`).
 */
export function placeMinZoom({ population, featureCode }: { population: number; featureCode: string }): number | undefined {
  if (featureCode === 'PPLC' || population >= 2_000_000) return 2;
  const steps: [number, number][] = [
    [1_000_000, 3],
    [300_000, 4],
    [100_000, 5],
    [50_000, 6],
    [20_000, 7],
    [5_000, 8],
  ];
  return steps.find(([least]) => population >= least)?.[1];
}

interface Labelled {
  town: Uint32Array;
  minzoom: Uint8Array;
  /** Web Mercator, 0–1 across the world, as geojson-vt projects. */
  x: Float64Array;
  y: Float64Array;
}

/** geojson-vt's tile buffer (64 of 4096): twice that, so the candidates are always a superset. */
const margin = (2 * 64) / 4096;

export interface TownLabels {
  /** The tile's `places` layer: the towns it shows at this zoom; null when it shows none. */
  tile(z: number, x: number, y: number): GeoJSONVTTile | null;
}

/**
 * The `places` layer, cut per tile from the shared town table. One geojson-vt index over the
 * 49,000 labelled towns kept ~33 MB of heap for the life of the server; here each tile is cut by
 * a small index over the towns that it shows, of its own area (and buffer) only: the same towns
 * at the same points as the whole index gave (no longer an empty layer where it showed none), and
 * nothing but ~1 MB of arrays is kept.
 */
export function createTownLabels(): TownLabels {
  let labelled: Labelled | undefined;

  function shownIn(z: number, x: number, y: number): Feature[] {
    const towns = townTable();
    labelled ??= labelTowns();
    const side = 2 ** z;
    const [left, right] = [(x - margin) / side, (x + 1 + margin) / side];
    const [top, bottom] = [(y - margin) / side, (y + 1 + margin) / side];
    const features: Feature[] = [];
    for (let index = 0; index < labelled.town.length; index += 1) {
      const minzoom = labelled.minzoom[index]!;
      if (minzoom > z) continue;
      const [px, py] = [labelled.x[index]!, labelled.y[index]!];
      // A town near ±180° is also drawn past the world's other edge (geojson-vt wraps it).
      const across = [px, px - 1, px + 1].some((at) => at >= left && at <= right);
      if (!across || py < top || py > bottom) continue;
      const town = labelled.town[index]!;
      features.push({
        type: 'Feature',
        properties: { name: towns.name(town), population: towns.population[town]!, minzoom },
        geometry: { type: 'Point', coordinates: [towns.lon[town]!, towns.lat[town]!] },
      });
    }
    return features;
  }

  return {
    tile(z, x, y) {
      const features = shownIn(z, x, y);
      if (features.length === 0) return null;
      const tile = new GeoJSONVT({ type: 'FeatureCollection', features }, { maxZoom: BASEMAP_MAX_ZOOM, indexMaxZoom: 0 }).getTile(z, x, y);
      return tile === null || tile.features.length === 0 ? null : tile;
    },
  };
}

function labelTowns(): Labelled {
  const towns = townTable();
  const picked: number[] = [];
  const zooms: number[] = [];
  for (let town = 0; town < towns.count; town += 1) {
    const minzoom = placeMinZoom({ population: towns.population[town]!, featureCode: towns.capital[town] === 1 ? 'PPLC' : '' });
    if (minzoom === undefined) continue;
    picked.push(town);
    zooms.push(minzoom);
  }
  const x = new Float64Array(picked.length);
  const y = new Float64Array(picked.length);
  picked.forEach((town, index) => {
    x[index] = towns.lon[town]! / 360 + 0.5;
    const sin = Math.sin((towns.lat[town]! * Math.PI) / 180);
    y[index] = Math.min(1, Math.max(0, 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI));
  });
  return { town: Uint32Array.from(picked), minzoom: Uint8Array.from(zooms), x, y };
}
