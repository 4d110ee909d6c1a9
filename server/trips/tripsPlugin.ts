import fp from 'fastify-plugin';
import { createTripsService, type TripsService } from './tripsService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    trips: TripsService;
  }
}

/** Before the articles: an article's place and day come from here. */
export const tripsPlugin = fp(
  async (app) => {
    app.decorate('trips', createTripsService({ db: app.db, events: app.liveEvents, detailedTiles: app.config.mapTiles !== null }));
  },
  { name: 'trips', dependencies: ['db', 'live-events'] },
);
