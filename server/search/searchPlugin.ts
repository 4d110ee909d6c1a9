import fp from 'fastify-plugin';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { SearchBody, SearchReply } from '../../shared/searchTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';
import { isPostgres } from '../platform/db/dialect.ts';
import { searchRepository } from './searchRepository.ts';
import { refreshRecentSearchIndex } from './recentSearchIndex.ts';
import { createSearchService } from './searchService.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };
const HOUR_MS = 60 * 60_000;

/** Issue 41: `POST /api/search`, beside the spec's calls; a granted member's token, as every call. */
export const searchPlugin = fp(
  async (app) => {
    const service = createSearchService(searchRepository(app.db), () => app.trips.views.steps());
    app.post<{ Body: SearchBody }>(
      '/api/search',
      { schema: { body: SearchBody, response: { 200: SearchReply, ...errors } }, preHandler: requireUser },
      async (request) => service.search(request.user, request.body),
    );
    // PostgreSQL's index of the newest items moves on with them, checked each hour (and at start).
    if (!isPostgres(app.db)) return;
    let running: Promise<unknown> = Promise.resolve();
    const refresh = () => {
      running = refreshRecentSearchIndex(app.db)
        .then((outcome) => {
          if (outcome === 'built') app.log.info('search: index of the newest items built');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'search: index of the newest items not built'));
    };
    app.addHook('onReady', async () => refresh());
    const timer = setInterval(refresh, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'search', dependencies: ['db', 'auth', 'trips'] },
);
