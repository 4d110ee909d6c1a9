import fp from 'fastify-plugin';
import { createCommentsService, type CommentsService } from './commentsService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentsService;
  }
}

export const commentsPlugin = fp(
  async (app) => {
    app.decorate('comments', createCommentsService({ db: app.db, events: app.liveEvents }));
  },
  { name: 'comments', dependencies: ['db', 'live-events'] },
);
