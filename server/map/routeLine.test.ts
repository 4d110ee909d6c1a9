import { describe, expect, it } from 'vitest';
import { distanceKm, routeLine } from './routeLine.ts';

const annecy = { lat: 45.8992, lon: 6.1294 };
const chamonix = { lat: 45.9237, lon: 6.8694 };
const reykjavik = { lat: 64.1466, lon: -21.9426 };
const tokyo = { lat: 35.6762, lon: 139.6503 };
const suva = { lat: -18.1416, lon: 178.4419 };
const taveuni = { lat: -16.8, lon: -179.9 };

describe('routeLine', () => {
  it('measures the distance between two towns along the great circle', () => {
    expect(distanceKm(annecy, chamonix)).toBeGreaterThan(55);
    expect(distanceKm(annecy, chamonix)).toBeLessThan(60);
    // Across the antimeridian: 1.7° of longitude, not 358°.
    expect(distanceKm(suva, taveuni)).toBeLessThan(250);
  });

  it('keeps a drive as one path and puts each flight apart as a jump', () => {
    const line = routeLine([annecy, chamonix, reykjavik, tokyo]);
    expect(line.paths).toEqual([
      [
        [6.1294, 45.8992],
        [6.8694, 45.9237],
      ],
    ]);
    expect(line.jumps).toEqual([
      [
        [6.8694, 45.9237],
        [-21.9426, 64.1466],
      ],
      [
        [-21.9426, 64.1466],
        [139.6503, 35.6762],
      ],
    ]);
  });

  it('draws a path across the antimeridian the short way round', () => {
    const line = routeLine([suva, taveuni], { jumpKm: 1000 });
    expect(line.paths).toEqual([
      [
        [178.4419, -18.1416],
        [180.1, -16.8],
      ],
    ]);
    expect(line.jumps).toEqual([]);
  });

  it('sends a flight across the antimeridian the short way round', () => {
    const line = routeLine([tokyo, { lat: -16.8, lon: -179.9 }]);
    expect(line.jumps[0]?.[1][0]).toBeCloseTo(180.1, 5);
  });

  it('drops the points that lie within the tolerance of a straight stretch', () => {
    // A walk due east along a parallel, one point every ~80 m, with one detour 2 km north.
    const walk = Array.from({ length: 101 }, (_, index) => ({ lat: 45.9, lon: 6 + index * 0.001 }));
    walk[50] = { lat: 45.918, lon: 6.05 };
    const [path] = routeLine(walk).paths;
    expect(path).toEqual([
      [6, 45.9],
      [6.049, 45.9],
      [6.05, 45.918],
      [6.051, 45.9],
      [6.1, 45.9],
    ]);
  });

  it('simplifies 5,000 points in a row without running out of stack', () => {
    // Up and down 5.5 km every 1.6 km east: no point lies within 0.5 km of a line through others.
    const zigzag = Array.from({ length: 5000 }, (_, index) => ({ lat: 45 + (index % 2) * 0.05, lon: -40 + index * 0.02 }));
    const [path] = routeLine(zigzag).paths;
    expect(path).toHaveLength(5000);
    const straight = Array.from({ length: 5000 }, (_, index) => ({ lat: 45, lon: 6 + index * 0.0005 }));
    expect(routeLine(straight).paths[0]).toHaveLength(2);
  });

  it('leaves out nonsense positions and (0, 0)', () => {
    const line = routeLine([annecy, { lat: 0, lon: 0 }, { lat: Number.NaN, lon: 6 }, { lat: 91, lon: 6 }, { lat: 45, lon: 1e308 }, chamonix]);
    expect(line.paths).toEqual([
      [
        [6.1294, 45.8992],
        [6.8694, 45.9237],
      ],
    ]);
    expect(line.jumps).toEqual([]);
  });

  it('gives one point repeated as no path, and nothing for no points', () => {
    expect(routeLine([annecy, annecy, annecy])).toEqual({ paths: [], jumps: [] });
    expect(routeLine([])).toEqual({ paths: [], jumps: [] });
  });
});
