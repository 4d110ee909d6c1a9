import { describe, expect, it } from 'vitest';
import { testPlaces } from '../testing/exifPhotos.ts';
import { gazetteerStats, placeName } from './placeNames.ts';
import { distanceKm, PointTree } from './pointTree.ts';

describe('placeName', () => {
  it('names the nearest town of at least 1,000 people and its country in French', () => {
    expect(placeName(testPlaces.annecy.lat, testPlaces.annecy.lon)?.label).toBe('Annecy, France');
    expect(placeName(testPlaces.chamonix.lat, testPlaces.chamonix.lon)?.label).toBe('Chamonix-Mont-Blanc, France');
    expect(placeName(testPlaces.reykjavik.lat, testPlaces.reykjavik.lon)).toMatchObject({ town: 'Reykjavík', country: 'Islande', countryCode: 'IS' });
    expect(placeName(testPlaces.tokyo.lat, testPlaces.tokyo.lon)?.label).toBe('Tokyo, Japon');
    expect(placeName(testPlaces.fiji.lat, testPlaces.fiji.lon)?.country).toBe('Fidji');
  });

  it('has no name far out at sea, nor for a position that is no position', () => {
    expect(placeName(30, -40)).toBeNull();
    for (const [lat, lon] of [[NaN, 6], [91, 0], [45, 181], [1e308, 0], [Infinity, Infinity]] as const) expect(placeName(lat, lon)).toBeNull();
  });

  it('built its index once, over the towns of at least 1,000 people', () => {
    placeName(45.9, 6.1);
    const stats = gazetteerStats()!;
    expect(stats.towns).toBeGreaterThan(100_000);
    placeName(64.1, -21.9);
    expect(gazetteerStats()).toBe(stats);
  });
});

describe('PointTree', () => {
  it('finds the same nearest point as a search through all of them, across the antimeridian and near the poles', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const lats = Array.from({ length: 3000 }, () => random() * 180 - 90);
    const lons = Array.from({ length: 3000 }, () => random() * 360 - 180);
    const tree = new PointTree(lats, lons);
    const queries = [
      ...Array.from({ length: 300 }, () => [random() * 180 - 90, random() * 360 - 180] as const),
      [-16.8, 179.999] as const,
      [-16.8, -179.999] as const,
      [89.99, 12] as const,
      [-89.99, -170] as const,
    ];
    for (const [lat, lon] of queries) {
      let best = Infinity;
      for (let i = 0; i < lats.length; i += 1) best = Math.min(best, distanceKm(lat, lon, lats[i]!, lons[i]!));
      expect(tree.nearest(lat, lon)!.km).toBeCloseTo(best, 3);
    }
  });

  it('answers null when it holds nothing', () => {
    expect(new PointTree([], []).nearest(0, 0)).toBeNull();
  });
});
