// One scenario of bench/townsMemoryBench.ts, in a process of its own so that its peak RSS and its
// retained heap are its own: `node --expose-gc bench/townsMemoryProbe.ts placeName|tile|both`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBasemapTiles } from '../server/map/basemapTiles.ts';
import { placeName } from '../server/places/placeNames.ts';

const scenario = process.argv[2] ?? 'both';
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('Run with --expose-gc');

function retainedMb(): { heap: number; buffers: number } {
  gc!();
  gc!();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed / 2 ** 20, buffers: usage.arrayBuffers / 2 ** 20 };
}

const before = retainedMb();
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
await sleep(50);
const idleMs = 3000;
const tiles = createBasemapTiles({ idleMs });
const started = performance.now();
const timings: Record<string, number> = {};
// What a server does on its first trip map: a place name, a world view, then a region (zoom 6+).
if (scenario !== 'tile') {
  const at = performance.now();
  placeName(45.9, 6.13);
  timings.placeName = performance.now() - at;
  await sleep(0);
}
if (scenario !== 'placeName') {
  let at = performance.now();
  await tiles.tile(0, 0, 0);
  timings.worldTile = performance.now() - at;
  await sleep(0);
  at = performance.now();
  await tiles.tile(8, 133, 90);
  timings.regionTile = performance.now() - at;
}
const firstCallMs = performance.now() - started;
await sleep(50);
delay.disable();
const after = retainedMb();
await sleep(idleMs + 100);
const idle = retainedMb();
console.info(
  JSON.stringify({
    scenario,
    firstCallMs: Math.round(firstCallMs),
    timings: Object.fromEntries(Object.entries(timings).map(([key, ms]) => [key, Math.round(ms)])),
    longestBlockMs: Math.round(delay.max / 1e6),
    heapRetainedMb: Math.round((after.heap - before.heap) * 10) / 10,
    buffersRetainedMb: Math.round((after.buffers - before.buffers) * 10) / 10,
    heapRetainedIdleMb: Math.round((idle.heap - before.heap) * 10) / 10,
    buffersRetainedIdleMb: Math.round((idle.buffers - before.buffers) * 10) / 10,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
