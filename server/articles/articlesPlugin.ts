import { join } from 'node:path';
import fp from 'fastify-plugin';
import { ARTICLE_PHOTO_GRACE_MS } from '../../shared/articleLimits.ts';
import { PhotoStore } from '../photos/photoStore.ts';
import { articleModerationRoutes } from './articleModerationRoutes.ts';
import { createArticlePhotosService, type ArticlePhotosService } from './articlePhotosService.ts';
import { createArticlesService, type ArticlesService } from './articlesService.ts';
import { articlePlacing } from './articlePlacing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    articles: ArticlesService;
    /** Issue 40: photos uploaded ahead of their article. */
    articlePhotos: ArticlePhotosService;
  }
}

const HOUR_MS = 60 * 60_000;

/** Article images live in `${DATA_DIR}/media/articles/<UUID>.{orig.<ext>,screen.jpg,thumb.jpg}`. */
export function articleImagesRoot(dataDir: string): string {
  return join(dataDir, 'media');
}

export const articlesPlugin = fp(
  async (app) => {
    const images = new PhotoStore(articleImagesRoot(app.config.dataDir));
    const swept = await images.sweepTemp();
    if (swept > 0) app.log.warn({ swept }, 'removed temp files left by an interrupted article upload');
    const photos = createArticlePhotosService({ db: app.db, images, log: app.log, graceMs: ARTICLE_PHOTO_GRACE_MS });
    app.decorate('articlePhotos', photos);
    app.decorate('articles', createArticlesService({ db: app.db, images, photos, log: app.log, events: app.liveEvents, placing: articlePlacing(app.trips) }));
    // As the chat's photos are (chatPhotosPlugin.ts): at start-up, then hourly, on every node.
    await photos.sweep();
    const timer = setInterval(() => {
      photos.sweep().catch((error: unknown) => app.log.error({ err: error }, 'article photo sweep failed'));
    }, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    await app.register(articleModerationRoutes);
  },
  { name: 'articles', dependencies: ['db', 'live-events', 'auth', 'trips'] },
);
