import fp from 'fastify-plugin';
import { CommentBody, CommentReply, UncommentBody, UncommentReply } from '../../shared/articleTypes.ts';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** Comments under an article; the spec puts them under `/api/article/`. */
export const commentRoutes = fp(
  async (app) => {
    app.post<{ Body: CommentBody }>(
      '/api/article/comment',
      { schema: { body: CommentBody, response: { 200: CommentReply, ...errors } }, preHandler: requireUser },
      async (request) => ({ comment: await app.comments.add(request.user, request.body.id, request.body.text) }),
    );

    app.post<{ Body: UncommentBody }>(
      '/api/article/uncomment',
      { schema: { body: UncommentBody, response: { 200: UncommentReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await app.comments.remove(request.user, request.body.id, request.body.commentId);
        return 'done' as const;
      },
    );
  },
  { name: 'comment-routes', dependencies: ['auth', 'comments'] },
);
