import { Worker } from 'node:worker_threads';
import { BASEMAP_MAX_ZOOM } from '../../shared/mapTypes.ts';
import type { CutReply, CutRequest } from './basemapWorker.ts';

export { unwrapRing } from './basemapCutter.ts';

/** The tile could not be cut: the thread failed, took too long, or too many tiles wait. */
export class BasemapBusyError extends Error {}

export interface BasemapTiles {
  /** The tile gzipped, or null for a tile outside the world or past the basemap's zoom. */
  tile(z: number, x: number, y: number): Promise<Buffer | null>;
  /** Whether the thread that cuts tiles runs now (for tests): it ends after `idleMs` with no tile to cut. */
  cutting(): boolean;
  close(): Promise<void>;
}

export interface BasemapTilesOptions {
  cacheSize?: number;
  idleMs?: number;
  /** A tile takes ~3 s at worst on a loaded machine; past this the thread is taken as stuck. */
  tileTimeoutMs?: number;
  /** Tiles asked for and not yet cut; a world view and a region ask for a few dozen. */
  maxWaiting?: number;
  /** The thread's heap: its peak is ~200 MB, with the 1:10m countries being split. */
  maxHeapMb?: number;
}

// Sources run as they are under tsx, vitest and Vite (Node strips the worker's types); the
// server's build (scripts/serverBuild.mjs) bundles the worker as basemapWorker.js beside start.js.
const workerFile = new URL(import.meta.url.endsWith('.ts') ? './basemapWorker.ts' : './basemapWorker.js', import.meta.url);

interface Waiting {
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * The built-in world basemap (basemapCutter.ts), its tiles cut in a worker thread: cutting the
 * world's outlines takes the event loop's seconds (2–3 s for the first region, at 1:10m), which
 * no other request of the family must wait behind. The last tiles asked for are kept here,
 * gzipped: a family opens the same few regions again and again. The thread, and the ~26 MB of
 * indexes it keeps, goes after `idleMs` with no tile to cut (the map is seldom open on a family's
 * small server); the tiles already cut stay cached, and a new tile starts the thread again.
 */
export function createBasemapTiles({ cacheSize = 2000, idleMs = 10 * 60_000, tileTimeoutMs = 60_000, maxWaiting = 200, maxHeapMb = 512 }: BasemapTilesOptions = {}): BasemapTiles {
  const cache = new Map<string, Buffer>();
  // One promise per tile being cut: two relatives opening the same view cut it once.
  const inFlight = new Map<string, Promise<Buffer>>();
  const waiting = new Map<number, Waiting>();
  let worker: Worker | undefined;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  function stop(reason: string): void {
    const ending = worker;
    worker = undefined;
    clearTimeout(idleTimer);
    for (const [id, entry] of waiting) {
      clearTimeout(entry.timer);
      entry.reject(new BasemapBusyError(reason));
      waiting.delete(id);
    }
    void ending?.terminate();
  }

  function thread(): Worker {
    if (worker !== undefined) return worker;
    const started = new Worker(workerFile, { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb }, stdout: false, stderr: false });
    started.on('message', (reply: CutReply) => {
      const entry = waiting.get(reply.id);
      if (entry === undefined) return;
      waiting.delete(reply.id);
      clearTimeout(entry.timer);
      if ('error' in reply) entry.reject(new BasemapBusyError(reply.error));
      else entry.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
      settle();
    });
    started.on('error', (error) => {
      if (worker === started) stop(error.message);
    });
    started.on('exit', () => {
      if (worker === started) stop('basemap thread ended');
    });
    worker = started;
    return started;
  }

  /** With nothing to cut the thread keeps no process (a CLI, a test) alive, and ends when idle. */
  function settle(): void {
    if (worker === undefined || waiting.size > 0) return;
    worker.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => stop('idle'), idleMs);
    idleTimer.unref();
  }

  function cut(z: number, x: number, y: number): Promise<Buffer> {
    if (waiting.size >= maxWaiting) return Promise.reject(new BasemapBusyError('too many tiles waiting'));
    const target = thread();
    target.ref();
    clearTimeout(idleTimer);
    const id = (nextId += 1);
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => stop('tile took too long'), tileTimeoutMs);
      waiting.set(id, { resolve, reject, timer });
      target.postMessage({ id, z, x, y } satisfies CutRequest);
    });
  }

  return {
    async tile(z, x, y) {
      const side = 2 ** z;
      if (![z, x, y].every(Number.isInteger) || z < 0 || z > BASEMAP_MAX_ZOOM || !(x >= 0 && x < side) || !(y >= 0 && y < side)) return null;
      const key = `${z}/${x}/${y}`;
      const kept = cache.get(key);
      if (kept !== undefined) {
        // Map keeps insertion order: moved to the end, it is the last to go.
        cache.delete(key);
        cache.set(key, kept);
        return kept;
      }
      let cutting = inFlight.get(key);
      if (cutting === undefined) {
        cutting = cut(z, x, y).finally(() => inFlight.delete(key));
        inFlight.set(key, cutting);
      }
      const made = await cutting;
      cache.set(key, made);
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return made;
    },
    cutting() {
      return worker !== undefined;
    },
    async close() {
      const ending = worker;
      stop('closed');
      await ending?.terminate();
    },
  };
}
