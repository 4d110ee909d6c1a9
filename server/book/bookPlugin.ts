import { join } from 'node:path';
import fp from 'fastify-plugin';
import { booksRoot } from './bookFiles.ts';
import { BookJobs } from './bookJobs.ts';
import { createBooksService, type BooksService } from './booksService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    books: BooksService;
    /** The books this node makes (tests and the bench wait on it). */
    bookJobs: BookJobs;
  }
}

/** Issue 42: the trip's book. After the trips: a book reads the trip's days as `/api/trip/get` does. */
export const bookPlugin = fp(
  async (app) => {
    const root = booksRoot(app.config.dataDir);
    const jobs = new BookJobs({
      db: app.db,
      nodeId: app.nodeId,
      singleNode: app.config.databaseUrl === null,
      root,
      mediaRoot: join(app.config.dataDir, 'media'),
      views: app.trips.views,
      events: app.liveEvents,
      log: app.log,
      bus: app.clusterBus,
    });
    app.decorate('bookJobs', jobs);
    app.decorate('books', createBooksService({ db: app.db, views: app.trips.views, jobs, root, diskReserve: app.diskReserve }));
    // After the start-up orphan sweep, as the videos' jobs.
    app.addHook('onReady', async () => jobs.start());
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'books', dependencies: ['db', 'live-events', 'cluster', 'disk-reserve', 'trips'] },
);
