import fp from 'fastify-plugin';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { ReactionToggleBody, ReactionToggleReply } from '../../shared/reactionTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** Issue 25: a granted relative puts one of the six on an item, or takes it back. */
export const reactionRoutes = fp(
  async (app) => {
    app.post<{ Body: ReactionToggleBody }>(
      '/api/reaction/toggle',
      { schema: { body: ReactionToggleBody, response: { 200: ReactionToggleReply, ...errors } }, preHandler: requireUser },
      async (request) => ({ reactions: await app.reactions.toggle(request.user, request.body) }),
    );
  },
  { name: 'reaction-routes', dependencies: ['auth', 'reactions'] },
);
