import fp from 'fastify-plugin';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { SearchBody, SearchReply } from '../../shared/searchTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';
import { searchRepository } from './searchRepository.ts';
import { createSearchService } from './searchService.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** Issue 41: `POST /api/search`, beside the spec's calls; a granted member's token, as every call. */
export const searchPlugin = fp(
  async (app) => {
    const service = createSearchService(searchRepository(app.db), () => app.trips.views.steps());
    app.post<{ Body: SearchBody }>(
      '/api/search',
      { schema: { body: SearchBody, response: { 200: SearchReply, ...errors } }, preHandler: requireUser },
      async (request) => service.search(request.user, request.body),
    );
  },
  { name: 'search', dependencies: ['db', 'auth', 'trips'] },
);
