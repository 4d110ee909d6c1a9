import fp from 'fastify-plugin';
import {
  CurrentUser,
  ErrorReply,
  LoginBody,
  RegisterBody,
  SuccessReply,
  TokenBody,
  UserInfo,
} from '../../shared/userApi.ts';
import { requireAdmin, requireUser } from '../plugins/auth.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };
const success = { status: 'success' } as const;

export const userRoutes = fp(
  async (app) => {
    app.post<{ Body: RegisterBody }>(
      '/api/user/register',
      { schema: { body: RegisterBody, response: { 201: SuccessReply, ...errors } } },
      async (request, reply) => {
        await app.accounts.register(request.body, request.ip);
        return reply.code(201).send(success);
      },
    );

    app.post<{ Body: LoginBody }>(
      '/api/user/login',
      { schema: { body: LoginBody, response: { 200: UserInfo, ...errors } } },
      async (request) => app.accounts.login(request.body, request.ip),
    );

    app.post<{ Body: TokenBody }>(
      '/api/user/token',
      { schema: { body: TokenBody, response: { 200: SuccessReply, ...errors } }, preHandler: requireUser },
      async () => success,
    );

    app.post<{ Body: TokenBody }>(
      '/api/user/role',
      { schema: { body: TokenBody, response: { 200: SuccessReply, ...errors } }, preHandler: requireAdmin },
      async () => success,
    );

    app.post<{ Body: TokenBody }>(
      '/api/user/refresh',
      { schema: { body: TokenBody, response: { 200: CurrentUser, ...errors } }, preHandler: requireUser },
      async (request) => app.accounts.refresh(request.user),
    );
  },
  { name: 'user-routes', dependencies: ['auth'] },
);
