import fp from 'fastify-plugin';
import { createReactionsService, type ReactionsService } from './reactionsService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reactions: ReactionsService;
  }
}

/** Before the slices whose replies carry reactions (articles, albums, videos, the chat's histories). */
export const reactionsPlugin = fp(
  async (app) => {
    app.decorate('reactions', createReactionsService({ db: app.db, events: app.liveEvents }));
  },
  { name: 'reactions', dependencies: ['db', 'live-events'] },
);
