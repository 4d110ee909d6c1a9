import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { frameProjector, tripFrame } from '../../shared/tripMapFrame.ts';
import { tripLand } from './tripLand.ts';

/** Every absolute point of a path of relative moves (`M x y l dx dy dx dy … z`). */
function points(path: string): [number, number][] {
  const out: [number, number][] = [];
  for (const ring of path.split('M').filter(Boolean)) {
    const numbers = ring.replace(/[lz]/g, ' ').trim().split(/\s+/).map(Number);
    let [x, y] = [numbers[0]!, numbers[1]!];
    out.push([x, y]);
    for (let index = 2; index + 1 < numbers.length; index += 2) {
      [x, y] = [x + numbers[index]!, y + numbers[index + 1]!];
      out.push([x, y]);
    }
  }
  return out;
}

// The bench's trip: a walk eastwards from Annecy to Hungary.
const alps = { route: { paths: [[[6.1, 45.9], [13.4, 46.6], [21.1, 47.9]] as [number, number][]], jumps: [] }, steps: [{ lon: 6.1, lat: 45.9 }] };

describe('tripLand', () => {
  it('draws the countries round the trip in its frame, cut to three times it, small on the wire', () => {
    const land = tripLand(alps);
    expect(land.frame).toEqual(tripFrame(alps, 800, 500));
    expect(land.countries.length).toBeGreaterThan(10);
    const all = land.countries.flatMap(points);
    for (const [x, y] of all) {
      expect(x).toBeGreaterThanOrEqual(-800);
      expect(x).toBeLessThanOrEqual(1600);
      expect(y).toBeGreaterThanOrEqual(-500);
      expect(y).toBeLessThanOrEqual(1000);
    }
    // Annecy lies in the frame, on land: some country's points surround it.
    const annecy = frameProjector(land.frame!, 0);
    const [ax, ay] = [annecy.x(6.1), annecy.y(45.9)];
    expect(all.some(([x, y]) => Math.hypot(x - ax, y - ay) < 40)).toBe(true);
    expect(brotliCompressSync(JSON.stringify(land)).length).toBeLessThan(20_000);
  });

  it('answers no frame for a trip with no position', () => {
    expect(tripLand({ route: { paths: [], jumps: [] }, steps: [] })).toEqual({ frame: null, countries: [] });
  });

  it('draws the islands past 180° beside a route that crosses it', () => {
    // Suva to Taveuni the short way: longitudes run on past 180.
    const fiji = tripLand({ route: { paths: [[[178.4, -18.1], [180.1, -16.8]]], jumps: [] }, steps: [] });
    const projector = frameProjector(fiji.frame!, 0);
    const east = fiji.countries.flatMap(points).filter(([x]) => x > projector.x(180));
    expect(east.length).toBeGreaterThan(3);
  });

  it('keeps a world tour small: simplified to what an 800-unit frame shows', () => {
    const world = tripLand({ route: { paths: [[[2.35, 48.85], [139.7, 35.7]]], jumps: [[[-70, -33], [174, -41]]] }, steps: [] });
    expect(world.countries.length).toBeGreaterThan(150);
    expect(brotliCompressSync(JSON.stringify(world)).length).toBeLessThan(30_000);
  });
});
