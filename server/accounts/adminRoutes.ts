import fp from 'fastify-plugin';
import {
  ErrorReply,
  ResetCodeBody,
  ResetCodeReply,
  RoleBody,
  StatusBody,
  StatusReply,
  TokenBody,
  UserRows,
} from '../../shared/accountTypes.ts';
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
        await app.push.accessChanged(user.id, user.access).catch((error: unknown) => request.log.error({ err: error }, 'push after a status change failed'));
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
  },
  { name: 'admin-routes', dependencies: ['auth', 'push'] },
);
