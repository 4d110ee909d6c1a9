import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { renditionFileName } from '../../shared/photoUrls.ts';
import { albumsRepository } from '../albums/albumsRepository.ts';
import { albumsRoot } from '../albums/albumsPlugin.ts';

/**
 * Makes an album of `count` originals of `bytesEach` bytes, cheaply: each file starts with 64 KB
 * of random bytes and is extended to its size as a sparse file (reading it still yields every
 * byte, and the zip still checks every byte's CRC, but nothing is written or rendered), and its
 * row goes in through the albums repository. The album must exist. Answers its folder.
 */
export async function fillAlbumWithOriginals(app: FastifyInstance, albumName: string, count: number, bytesEach: number): Promise<string> {
  const albums = albumsRepository(app.db);
  const album = await albums.findByName(albumName);
  if (!album) throw new Error(`no album ${albumName}`);
  const folder = join(albumsRoot(app.config.dataDir), album.folder);
  await mkdir(folder, { recursive: true });
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    const name = randomUUID();
    const file = await open(join(folder, renditionFileName(name, 'original', 'jpeg')), 'wx');
    try {
      await file.write(randomBytes(64 * 1024));
      await file.truncate(bytesEach);
    } finally {
      await file.close();
    }
    rows.push({ album_id: album.id, name, comment: `Photo ${index + 1}`, format: 'jpeg', width: 4000, height: 3000, created_at: Date.now(), added_by: null, sha256: null });
  }
  await albums.insertPhotos(rows);
  return album.folder;
}

export interface MeasuredDownload {
  status: number;
  bytes: number;
  /** The announced Content-Length, -1 without one. */
  length: number;
  /** Peak resident memory of this process during the download, above what it was before. */
  peakRssGrowth: number;
  seconds: number;
}

/**
 * Downloads `url` from a listening server in this process over real HTTP, throwing the bytes
 * away as they come, and samples this process's RSS (server and client together) as it goes.
 */
export async function downloadMeasuringRss(origin: string, url: string, cookie: string): Promise<MeasuredDownload> {
  globalThis.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const started = performance.now();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    return await new Promise<MeasuredDownload>((resolve, reject) => {
      get(`${origin}${url}`, { headers: { cookie } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('error', reject);
        response.on('end', () => {
          peak = Math.max(peak, process.memoryUsage.rss());
          const length = response.headers['content-length'] === undefined ? -1 : Number(response.headers['content-length']);
          resolve({ status: response.statusCode ?? 0, bytes, length, peakRssGrowth: peak - before, seconds: (performance.now() - started) / 1000 });
        });
      }).on('error', reject);
    });
  } finally {
    clearInterval(sampler);
  }
}
