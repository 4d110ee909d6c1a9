import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { PointTree } from './pointTree.ts';
import { townTable } from './townTable.ts';

/** A place's name, offline: the nearest town of at least 1,000 people and its country in French. */
export interface PlaceName {
  /** The town as GeoNames spells it ("Chamonix-Mont-Blanc", "Reykjavík"). */
  town: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** In French ("Islande"); the code when the list has no name for it. */
  country: string;
  /** « Annecy, France »: the line the screens show. */
  label: string;
  /** How far the town is from the position, in km. */
  km: number;
}

const minimumPopulation = 1000;
/** Farther than this from any town (at sea, on an ice cap), a position has no place name. */
export const maxTownDistanceKm = 100;

const require = createRequire(import.meta.url);

interface Gazetteer {
  tree: PointTree;
  /** The town (in the shared table) of each of the tree's points. */
  townOf: Uint32Array;
}

export interface GazetteerStats {
  towns: number;
  /** Reading the package's GeoNames file into the shared town table (0 when the basemap had read it). */
  loadMs: number;
  /** Building the tree over the towns of 1,000 people or more. */
  buildMs: number;
}

let gazetteer: Gazetteer | undefined;
let stats: GazetteerStats | undefined;
let frenchRegistered = false;

function frenchCountryName(code: string): string {
  if (!frenchRegistered) {
    countries.registerLocale(require('i18n-iso-countries/langs/fr.json') as countries.LocaleData);
    frenchRegistered = true;
  }
  return countries.getName(code, 'fr', { select: 'official' }) ?? code;
}

/**
 * Built once, on the first name asked for: a k-d tree (~4 MB) over the shared town table, which the
 * basemap's labels read too.
 */
function loadGazetteer(): Gazetteer {
  if (gazetteer !== undefined) return gazetteer;
  const started = performance.now();
  const towns = townTable();
  const loaded = performance.now();
  let kept = 0;
  const townOf = new Uint32Array(towns.count);
  for (let index = 0; index < towns.count; index += 1) if (towns.population[index]! >= minimumPopulation) townOf[kept++] = index;
  const lats = new Float64Array(kept);
  const lons = new Float64Array(kept);
  for (let point = 0; point < kept; point += 1) {
    lats[point] = towns.lat[townOf[point]!]!;
    lons[point] = towns.lon[townOf[point]!]!;
  }
  gazetteer = { tree: new PointTree(lats, lons), townOf: townOf.slice(0, kept) };
  stats = { towns: kept, loadMs: Math.round(loaded - started), buildMs: Math.round(performance.now() - loaded) };
  return gazetteer;
}

/** The nearest town and its country in French, or null when none is within reach (or the position is unusable). */
export function placeName(lat: number, lon: number): PlaceName | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const { tree, townOf } = loadGazetteer();
  const nearest = tree.nearest(lat, lon);
  if (nearest === null || nearest.km > maxTownDistanceKm) return null;
  const towns = townTable();
  const index = townOf[nearest.index]!;
  const town = towns.name(index);
  const countryCode = towns.countryCodes[towns.country[index]!]!;
  const country = frenchCountryName(countryCode);
  return { town, countryCode, country, label: `${town}, ${country}`, km: Math.round(nearest.km * 10) / 10 };
}

/** How many towns, and what loading them cost (undefined until the first name was asked for). */
export function gazetteerStats(): GazetteerStats | undefined {
  return stats;
}
