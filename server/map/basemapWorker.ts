import { parentPort } from 'node:worker_threads';
import { createBasemapCutter } from './basemapCutter.ts';

/** What basemapTiles.ts asks of this thread, and what it answers. */
export interface CutRequest {
  id: number;
  z: number;
  x: number;
  y: number;
}
export type CutReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

// The thread that cuts the basemap's tiles: its seconds of parsing and splitting the world's
// outlines run here, off the server's event loop. One tile at a time, in the order asked.
const cutter = createBasemapCutter();
parentPort?.on('message', ({ id, z, x, y }: CutRequest) => {
  try {
    // Copied to a buffer of its own, handed over rather than cloned: zlib's may be a view of a larger one.
    const bytes = new Uint8Array(cutter.cut(z, x, y));
    parentPort?.postMessage({ id, bytes } satisfies CutReply, [bytes.buffer]);
    return;
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies CutReply);
  }
});
