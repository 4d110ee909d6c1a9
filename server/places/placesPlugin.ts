import { join } from 'node:path';
import fp from 'fastify-plugin';
import { probeLimits, probeVideo } from '../videos/probeVideo.ts';
import { backfillPlaces, type PlacesBackfillResult } from './placesBackfill.ts';
import { pruneUnreferencedPlaces } from './placesPruning.ts';

const HOUR_MS = 60 * 60_000;
// As the orphan sweep while serving: an upload records its places a moment before its rows commit.
const MIN_GRACE_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    places: {
      /** The back-fill started when the server became ready (undefined when it failed: the log says why). */
      backfill(): Promise<PlacesBackfillResult | undefined>;
    };
  }
}

/**
 * Places and times of what was stored before they were kept: the back-fill runs once per data dir,
 * in the background once the server is ready, so it never delays the start. Closing stops it
 * between two items; it then runs again, from what is still missing, at the next start. Every
 * hour, the places of items that are gone are forgotten (placesPruning.ts).
 */
export const placesPlugin = fp(
  async (app) => {
    let closing = false;
    let running: Promise<PlacesBackfillResult | undefined> = Promise.resolve(undefined);
    const { ffprobePath, maxMemoryMb } = app.config.videos;
    app.addHook('onReady', async () => {
      running = backfillPlaces({
        db: app.db,
        mediaRoot: join(app.config.dataDir, 'media'),
        log: app.log,
        probeVideoCapture: async (path) => (await probeVideo(ffprobePath, path, probeLimits(maxMemoryMb))).capture,
        stopping: () => closing,
      }).catch((error: unknown) => {
        app.log.error({ err: error }, 'places back-fill failed');
        return undefined;
      });
    });
    app.decorate('places', { backfill: () => running });
    const graceMs = Math.max(app.config.orphanGraceMinutes * 60_000, MIN_GRACE_MS);
    const timer = setInterval(() => {
      pruneUnreferencedPlaces(app.db, graceMs)
        .then((forgotten) => {
          if (forgotten > 0) app.log.info({ forgotten }, 'places of removed items forgotten');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'places pruning failed'));
    }, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      closing = true;
      await running;
    });
  },
  // After the orphan sweep: the back-fill reads only files that rows refer to.
  { name: 'places', dependencies: ['db', 'file-hygiene'] },
);
