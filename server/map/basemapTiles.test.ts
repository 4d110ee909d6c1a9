import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BasemapBusyError, createBasemapTiles, unwrapRing } from './basemapTiles.ts';
import { placeMinZoom } from './townLabels.ts';

const tiles = createBasemapTiles();
afterAll(() => tiles.close());

/** Edges of the tile's land and borders that run across the whole tile inside it: a world-wide line. */
async function linesAcrossTheWorld(z: number, x: number, y: number): Promise<string[]> {
  const layers = new VectorTile(new PbfReader(gunzipSync((await tiles.tile(z, x, y))!))).layers;
  const found: string[] = [];
  for (const name of ['land', 'borders']) {
    const layer = layers[name];
    for (let index = 0; index < (layer?.length ?? 0); index++) {
      for (const ring of layer!.feature(index).loadGeometry()) {
        for (let point = 1; point < ring.length; point++) {
          const [a, b] = [ring[point - 1]!, ring[point]!];
          if (Math.abs(a.x - b.x) >= 4096 && a.y > 0 && a.y < 4096) found.push(`${name} y=${a.y}`);
        }
      }
    }
  }
  return found;
}

describe('the built-in basemap', () => {
  it('draws Fiji and Chukotka, which straddle 180°, without a line across the world', async () => {
    for (const [x, y] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      expect(await linesAcrossTheWorld(1, x, y), `1/${x}/${y}`).toEqual([]);
    }
  });

  it('runs a ring that jumps from 180° to −180° on past 180°, and takes a ring round the pole by the pole', () => {
    expect(unwrapRing([[179, -16], [-179, -16], [-179, -17], [179, -17], [179, -16]])).toEqual([[179, -16], [181, -16], [181, -17], [179, -17], [179, -16]]);
    expect(unwrapRing([[-180, -80], [0, -75], [180, -80], [-180, -80]])).toEqual([[-180, -80], [0, -75], [180, -80], [180, -90], [-180, -90], [-180, -80]]);
  });

  it('labels capitals and the largest cities on a world view, and towns of 5,000 people at a region zoom', () => {
    expect(placeMinZoom({ population: 80_000, featureCode: 'PPLC' })).toBe(2);
    expect(placeMinZoom({ population: 2_100_000, featureCode: 'PPL' })).toBe(2);
    expect(placeMinZoom({ population: 130_000, featureCode: 'PPL' })).toBe(5);
    expect(placeMinZoom({ population: 8_900, featureCode: 'PPL' })).toBe(8);
    expect(placeMinZoom({ population: 4_999, featureCode: 'PPL' })).toBeUndefined();
  });

  it('has no tile past zoom 8 or outside the world', async () => {
    expect(await tiles.tile(9, 0, 0)).toBeNull();
    expect(await tiles.tile(1, 2, 0)).toBeNull();
    expect(await tiles.tile(1, 0.5, 0)).toBeNull();
  });
});

describe('the basemap on a server where the map is seldom open', () => {
  it('ends the thread that cuts tiles after a while with no new tile, still serves the tiles it cut, and starts it again when asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle = createBasemapTiles({ idleMs: 60_000 });
    try {
      const world = await idle.tile(0, 0, 0);
      await idle.tile(6, 33, 22);
      expect(idle.cutting()).toBe(true);
      vi.advanceTimersByTime(59_000);
      expect(idle.cutting()).toBe(true);
      vi.advanceTimersByTime(1_000);
      expect(idle.cutting()).toBe(false);
      expect(await idle.tile(0, 0, 0)).toBe(world);
      expect(idle.cutting()).toBe(false);
      expect(gunzipSync((await idle.tile(1, 0, 0))!).length).toBeGreaterThan(0);
      expect(idle.cutting()).toBe(true);
    } finally {
      vi.useRealTimers();
      await idle.close();
    }
    // Threads started and the 1:10m outlines built, on a loaded machine.
  }, 120_000);

  it('answers "busy" when its thread runs out of its memory ceiling, and cuts the tile with a new thread next time', async () => {
    const starved = createBasemapTiles({ maxHeapMb: 8 });
    try {
      await expect(starved.tile(6, 33, 22)).rejects.toBeInstanceOf(BasemapBusyError);
      expect(starved.cutting()).toBe(false);
    } finally {
      await starved.close();
    }
    const fed = createBasemapTiles();
    try {
      expect(gunzipSync((await fed.tile(0, 0, 0))!).length).toBeGreaterThan(0);
    } finally {
      await fed.close();
    }
  }, 120_000);
});
