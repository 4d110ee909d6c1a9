import fp from 'fastify-plugin';
import { CommentBody, CommentReply, UncommentBody, UncommentReply } from '../../shared/articleTypes.ts';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { VideoCommentBody, VideoUncommentBody } from '../../shared/videoTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** Comments under an article, where the spec puts them (`/api/article/`), and under a video of
 * Lapintube (`/api/video/`, issue 23) with the same rules and replies. */
export const commentRoutes = fp(
  async (app) => {
    app.post<{ Body: CommentBody }>(
      '/api/article/comment',
      { schema: { body: CommentBody, response: { 200: CommentReply, ...errors } }, preHandler: requireUser },
      async (request) => ({ comment: await app.comments.add(request.user, request.body.id, request.body.text, request.body.clientId) }),
    );

    app.post<{ Body: UncommentBody }>(
      '/api/article/uncomment',
      { schema: { body: UncommentBody, response: { 200: UncommentReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await app.comments.remove(request.user, request.body.id, request.body.commentId);
        return 'done' as const;
      },
    );

    app.post<{ Body: VideoCommentBody }>(
      '/api/video/comment',
      { schema: { body: VideoCommentBody, response: { 200: CommentReply, ...errors } }, preHandler: requireUser },
      async (request) => ({ comment: await app.comments.addToVideo(request.user, request.body.id, request.body.text, request.body.clientId) }),
    );

    app.post<{ Body: VideoUncommentBody }>(
      '/api/video/uncomment',
      { schema: { body: VideoUncommentBody, response: { 200: UncommentReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await app.comments.removeFromVideo(request.user, request.body.id, request.body.commentId);
        return 'done' as const;
      },
    );
  },
  { name: 'comment-routes', dependencies: ['auth', 'comments'] },
);
