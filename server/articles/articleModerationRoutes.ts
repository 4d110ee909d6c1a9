import fp from 'fastify-plugin';
import { DeleteArticleBody } from '../../shared/articleTypes.ts';
import { DoneReply, ErrorReply } from '../../shared/accountTypes.ts';
import { requireAdmin } from '../accounts/authPlugin.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** Moderation: an admin removes any article, with its images and comments. */
export const articleModerationRoutes = fp(
  async (app) => {
    app.post<{ Body: DeleteArticleBody }>(
      '/api/admin/deletearticle',
      { schema: { body: DeleteArticleBody, response: { 200: DoneReply, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        await app.articles.removeAny(request.body.id);
        return 'done' as const;
      },
    );
  },
  { name: 'article-moderation-routes', dependencies: ['auth'] },
);
