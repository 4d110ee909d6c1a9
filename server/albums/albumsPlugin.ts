import { join } from 'node:path';
import fp from 'fastify-plugin';
import { PhotoStore } from '../photos/photoStore.ts';
import { createAlbumsService, type AlbumsService } from './albumsService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    albums: AlbumsService;
  }
}

/** `${DATA_DIR}/media/albums/<album folder UUID>/<image UUID>.{orig.<ext>,screen.jpg,thumb.jpg}`. */
export function albumsRoot(dataDir: string): string {
  return join(dataDir, 'media', 'albums');
}

export const albumsPlugin = fp(
  async (app) => {
    const store = new PhotoStore(albumsRoot(app.config.dataDir));
    const swept = await store.sweepTemp();
    if (swept > 0) app.log.warn({ swept }, 'removed temp files left by an interrupted album upload');
    app.decorate('albums', createAlbumsService({
        db: app.db,
        store,
        videos: app.videos,
        log: app.log,
        onAdded: (album) => app.liveEvents.emit('albumadded', album),
      }),
    );
  },
  { name: 'albums', dependencies: ['db', 'videos', 'live-events'] },
);
