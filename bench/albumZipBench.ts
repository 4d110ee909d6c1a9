import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { product } from '../shared/product.ts';
import { albumsRoot } from '../server/albums/albumsPlugin.ts';
import { createAlbum } from '../server/testing/albumRequests.ts';
import { downloadMeasuringRss, fillAlbumWithOriginals, type MeasuredDownload } from '../server/testing/largeAlbum.ts';
import { adminToken, createTestApp, createUser } from '../server/testing/testApp.ts';

const MB = 1024 * 1024;
const PHOTOS = 100;
const PHOTO_BYTES = 20 * MB;
/** The issue's bound: the zip of a 2 GB album must not grow the server's memory with its size. */
const MAX_RSS_GROWTH = 100 * MB;

// « Télécharger l'album » for a 2 GB album: 100 originals of 20 MB (sparse files, see
// server/testing/largeAlbum.ts) streamed as one zip over real HTTP from a server in this process,
// next to a bare Node server sending the same files back to back with no zip, no session and no
// CRC: the floor for moving those bytes. RSS is this process's (server and client together).

async function bareServer(folder: string): Promise<Server> {
  const files = (await readdir(folder)).sort();
  const server = createServer((_request, response) => {
    void (async () => {
      for (const file of files) {
        for await (const chunk of createReadStream(join(folder, file))) if (!response.write(chunk)) await once(response, 'drain');
      }
      response.end();
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export async function benchAlbumZip(): Promise<{ lapin: MeasuredDownload; bare: MeasuredDownload }> {
  const test = await createTestApp();
  let bare: Server | undefined;
  try {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await adminToken(test.app);
    const marie = await createUser(test.app, { firstName: 'Marie' });
    await createAlbum(test.app, admin, 'Grand voyage');
    const folder = await fillAlbumWithOriginals(test.app, 'Grand voyage', PHOTOS, PHOTO_BYTES);
    bare = await bareServer(join(albumsRoot(test.dataDir), folder));

    // Lapin first: its growth is measured from the lowest baseline.
    const lapin = await downloadMeasuringRss(origin(test.app.server), `/media/albums/${folder}/album.zip`, `${product.sessionCookie}=${marie.token}`);
    const bareRun = await downloadMeasuringRss(origin(bare), '/', '');
    if (lapin.status !== 200) throw new Error(`album.zip answered ${lapin.status}`);
    const row = (name: string, run: MeasuredDownload) =>
      `  ${name.padEnd(18)} ${`${(run.bytes / MB).toFixed(0)} MB`.padStart(9)} ${`${run.seconds.toFixed(1)} s`.padStart(8)} ${`${(run.bytes / MB / run.seconds).toFixed(0)} MB/s`.padStart(10)} ${`${(run.peakRssGrowth / MB).toFixed(0)} MB`.padStart(10)}`;
    console.info(
      [
        `album zip: ${PHOTOS} originals of ${PHOTO_BYTES / MB} MB, over HTTP on this machine`,
        `                          bytes     time  throughput  peak RSS +`,
        row('bare file server', bareRun),
        row('Lapin album.zip', lapin),
        `  goal: peak RSS growth < ${MAX_RSS_GROWTH / MB} MB whatever the album's size`,
      ].join('\n'),
    );
    if (lapin.peakRssGrowth >= MAX_RSS_GROWTH) throw new Error(`album.zip grew RSS by ${(lapin.peakRssGrowth / MB).toFixed(0)} MB`);
    return { lapin, bare: bareRun };
  } finally {
    await new Promise((resolve) => (bare ? bare.close(resolve) : resolve(undefined)));
    await test.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAlbumZip();
  process.exit(0);
}
