import fp from 'fastify-plugin';
import {
  CurrentUser,
  ErrorReply,
  LoginBody,
  PasswordBody,
  RegisterBody,
  ResetBody,
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

    // No requireUser: signing out must work for a banned or expired session too, and ending a
    // session that no longer exists is still a success.
    app.post<{ Body: TokenBody }>(
      '/api/user/logout',
      { schema: { body: TokenBody, response: { 200: SuccessReply, ...errors } } },
      async (request) => {
        await app.accounts.logout(request.body.token);
        return success;
      },
    );

    app.post<{ Body: TokenBody }>(
      '/api/user/logoutAll',
      { schema: { body: TokenBody, response: { 200: SuccessReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await app.accounts.logoutEverywhere(request.user);
        return success;
      },
    );

    // No token: the relative has forgotten the password. The code is the proof.
    app.post<{ Body: ResetBody }>(
      '/api/user/reset',
      { schema: { body: ResetBody, response: { 200: SuccessReply, ...errors } } },
      async (request) => {
        await app.accounts.resetPassword(request.body, request.ip);
        return success;
      },
    );

    app.post<{ Body: PasswordBody }>(
      '/api/user/password',
      { schema: { body: PasswordBody, response: { 200: SuccessReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await app.accounts.changePassword(request.user, request.body, request.ip);
        return success;
      },
    );
  },
  { name: 'user-routes', dependencies: ['auth'] },
);
