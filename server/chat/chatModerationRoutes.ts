import fp from 'fastify-plugin';
import { DeleteMessageBody } from '../../shared/chatModerationTypes.ts';
import { DoneReply, ErrorReply } from '../../shared/accountTypes.ts';
import { requireAdmin, requireUser } from '../accounts/authPlugin.ts';
import { HttpError } from '../platform/errors.ts';
import { chatMessages } from './chatMessages.ts';
import { chatRepository } from './chatRepository.ts';
import { deleteOwnMessage } from './chatDeletion.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

/** Moderation: an admin removes a chat message; a member removes their own (issue 25). Every client drops it live. */
export const chatModerationRoutes = fp(
  async (app) => {
    app.post<{ Body: DeleteMessageBody }>(
      '/api/admin/deletemessage',
      { schema: { body: DeleteMessageBody, response: { 200: DoneReply, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        if (!(await app.deleteChatMessage(request.body.ts))) throw new HttpError(404, chatMessages.messageNotFound);
        return 'done' as const;
      },
    );

    const repository = chatRepository(app.db);
    app.post<{ Body: DeleteMessageBody }>(
      '/api/chat/delete',
      { schema: { body: DeleteMessageBody, response: { 200: DoneReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await deleteOwnMessage(repository, app.deleteChatMessage, request.user.id, request.body.ts);
        return 'done' as const;
      },
    );
  },
  { name: 'chat-moderation-routes', dependencies: ['auth'] },
);
