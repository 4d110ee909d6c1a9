import fp from 'fastify-plugin';
import {
  BackupStatusReply,
  DeleteArticleBody,
  DeleteMessageBody,
  DoneReply,
  ErrorReply,
  ResetCodeBody,
  ResetCodeReply,
  RoleBody,
  StatusBody,
  StatusReply,
  TokenBody,
  UserRows,
} from '../../shared/userApi.ts';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { requireAdmin } from './authPlugin.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

export const adminRoutes = fp(
  async (app) => {
    app.post<{ Body: TokenBody }>(
      '/api/admin/getUsers',
      { schema: { body: TokenBody, response: { 200: UserRows, ...errors } }, preHandler: requireAdmin },
      async () => app.accounts.listUsers(),
    );

    app.post<{ Body: StatusBody }>(
      '/api/admin/status',
      { schema: { body: StatusBody, response: { 200: StatusReply, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        const user = await app.accounts.changeStatus(request.user, request.body.id, request.body.status);
        return { status: 'success' as const, user };
      },
    );

    app.post<{ Body: RoleBody }>(
      '/api/admin/role',
      { schema: { body: RoleBody, response: { 200: StatusReply, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        const user = await app.accounts.changeRole(request.user, request.body.id, request.body.role);
        return { status: 'success' as const, user };
      },
    );

    app.post<{ Body: ResetCodeBody }>(
      '/api/admin/resetcode',
      { schema: { body: ResetCodeBody, response: { 200: ResetCodeReply, ...errors } }, preHandler: requireAdmin },
      async (request) => app.accounts.issueResetCode(request.body.id, request.user.id),
    );

    app.post<{ Body: TokenBody }>(
      '/api/admin/backupStatus',
      { schema: { body: TokenBody, response: { 200: BackupStatusReply, ...errors } }, preHandler: requireAdmin },
      async () => app.backups.status(),
    );

    app.post<{ Body: DeleteArticleBody }>(
      '/api/admin/deletearticle',
      { schema: { body: DeleteArticleBody, response: { 200: DoneReply, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        await app.articles.removeAny(request.body.id);
        return 'done' as const;
      },
    );

    app.post<{ Body: DeleteMessageBody }>(
      '/api/admin/deletemessage',
      { schema: { body: DeleteMessageBody, response: { 200: DoneReply, ...errors } }, preHandler: requireAdmin },
      async (request) => {
        if (!(await app.deleteChatMessage(request.body.ts))) throw new HttpError(404, messages.chatMessageNotFound);
        return 'done' as const;
      },
    );
  },
  { name: 'admin-routes', dependencies: ['auth'] },
);
