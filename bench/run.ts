import { benchAlbumAdditions } from './albumAdditionsBench.ts';
import { benchAlbumLink } from './albumLinkBench.ts';
import { benchAlbums } from './albumsBench.ts';
import { benchAlbumZip } from './albumZipBench.ts';
import { benchArticles } from './articlesBench.ts';
import { benchBackup } from './backupBench.ts';
import { benchBook } from './bookBench.ts';
import { benchBrowser } from './browserBench.ts';
import { benchChat } from './chatBench.ts';
import { benchCluster } from './clusterBench.ts';
import { benchFeed } from './feedBench.ts';
import { benchHostileFeed } from './hostileFeedBench.ts';
import { benchLighthouse } from './lighthouseBench.ts';
import { benchLive } from './liveBench.ts';
import { benchStart } from './startBench.ts';
import { benchTrip } from './tripBench.ts';
import { benchTownsMemory } from './townsMemoryBench.ts';
import { benchPush } from './pushBench.ts';
import { benchUploadLoad } from './uploadLoadBench.ts';
import { benchVideo } from './videoBench.ts';

// `npm run bench` runs every benchmark; `npm run bench -- chat` runs only the ones named.
// Each one measures Lapin and a bare baseline in the same run and prints its own table.
const benchmarks: Record<string, () => Promise<unknown>> = {
  articles: () => benchArticles(),
  albums: async () => {
    await benchAlbums();
    await benchAlbumLink();
  },
  albumZip: () => benchAlbumZip(),
  albumAdditions: () => benchAlbumAdditions(),
  chat: () => benchChat(),
  feed: () => benchFeed(),
  browser: () => benchBrowser(),
  lighthouse: () => benchLighthouse(),
  live: () => benchLive(),
  uploads: () => benchUploadLoad(),
  backup: () => benchBackup(),
  cluster: () => benchCluster(),
  video: () => benchVideo(),
  hostileVideos: () => benchHostileFeed(),
  push: () => benchPush(),
  start: () => benchStart(),
  trip: () => benchTrip(),
  towns: () => Promise.resolve(benchTownsMemory()),
  book: () => benchBook(),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Choose from: ${Object.keys(benchmarks).join(', ')}.`);
  process.exit(1);
}

for (const [name, run] of Object.entries(benchmarks)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.info(`\n== ${name} ==`);
  await run();
}
// Sockets and sharp's worker pool can keep the event loop alive after the last table.
process.exit(0);
