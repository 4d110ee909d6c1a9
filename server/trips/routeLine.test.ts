import { describe, expect, it } from 'vitest';
import { routeLine, simplify, splitRoute, type LonLat } from './routeLine.ts';

describe('the route line', () => {
  it('drops the points that lie on a straight stretch and keeps the corners', () => {
    const line: LonLat[] = [
      [6, 45],
      [6.01, 45],
      [6.02, 45],
      [6.03, 45],
      [6.03, 45.05],
    ];
    expect(simplify(line, 0.1)).toEqual([
      [6, 45],
      [6.03, 45],
      [6.03, 45.05],
    ]);
  });

  it('keeps a detour wider than the tolerance', () => {
    const line: LonLat[] = [
      [6, 45],
      [6.01, 45.01],
      [6.02, 45],
    ];
    expect(simplify(line, 0.1)).toHaveLength(3);
    expect(simplify(line, 5)).toHaveLength(2);
  });

  it('draws a flight apart: a jump over 500 km starts a new segment', () => {
    const annecy: LonLat = [6.13, 45.9];
    const chamonix: LonLat = [6.87, 45.92];
    const reykjavik: LonLat = [-21.94, 64.15];
    const segments = routeLine([annecy, chamonix, reykjavik, [-21.9, 64.1]]);
    expect(segments).toEqual([[annecy, chamonix], [reykjavik, [-21.9, 64.1]]]);
  });

  it('splits the line where it crosses the antimeridian, each side ending on its own edge', () => {
    const segments = splitRoute(
      [
        [179.9, -16.8],
        [-179.9, -16.9],
        [-179.8, -17],
      ],
      500,
    );
    expect(segments).toHaveLength(2);
    expect(segments[0]).toEqual([[179.9, -16.8], [180, expect.closeTo(-16.85, 5) as number]]);
    expect(segments[1]![0]).toEqual([-180, expect.closeTo(-16.85, 5) as number]);
    expect(segments[1]!.slice(1)).toEqual([
      [-179.9, -16.9],
      [-179.8, -17],
    ]);
    for (const segment of segments) for (let i = 1; i < segment.length; i += 1) expect(Math.abs(segment[i]![0] - segment[i - 1]![0])).toBeLessThan(1);
  });

  it('keeps a lone point as a segment of its own', () => {
    expect(routeLine([[6, 45]])).toEqual([[[6, 45]]]);
    expect(routeLine([])).toEqual([]);
  });
});
