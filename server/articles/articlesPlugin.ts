import { join } from 'node:path';
import fp from 'fastify-plugin';
import { PhotoStore } from '../photos/photoStore.ts';
import { articleModerationRoutes } from './articleModerationRoutes.ts';
import { createArticlesService, type ArticlesService } from './articlesService.ts';
import { articlePlacing } from './articlePlacing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    articles: ArticlesService;
  }
}

/** Article images live in `${DATA_DIR}/media/articles/<UUID>.{orig.<ext>,screen.jpg,thumb.jpg}`. */
export function articleImagesRoot(dataDir: string): string {
  return join(dataDir, 'media');
}

export const articlesPlugin = fp(
  async (app) => {
    const images = new PhotoStore(articleImagesRoot(app.config.dataDir));
    const swept = await images.sweepTemp();
    if (swept > 0) app.log.warn({ swept }, 'removed temp files left by an interrupted article upload');
    app.decorate('articles', createArticlesService({ db: app.db, images, log: app.log, events: app.liveEvents, placing: articlePlacing(app.trips) }));
    await app.register(articleModerationRoutes);
  },
  { name: 'articles', dependencies: ['db', 'live-events', 'auth', 'trips'] },
);
