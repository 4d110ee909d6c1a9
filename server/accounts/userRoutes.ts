import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clearedSessionCookie, sessionCookie } from './sessionCookie.ts';
import {
  CurrentUser,
  EndSessionBody,
  ErrorReply,
  LoginBody,
  PasswordBody,
  RegisterBody,
  ResetBody,
  SessionsReply,
  SuccessReply,
  TokenBody,
  UserInfo,
} from '../../shared/accountTypes.ts';
import { requireAdmin, requireUser } from './authPlugin.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };
const success = { status: 'success' } as const;

const DAY_SECONDS = 24 * 60 * 60;

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const maxAgeSeconds = request.server.config.tokenTtlDays * DAY_SECONDS;
  reply.header('set-cookie', sessionCookie(token, { maxAgeSeconds, secure: request.protocol === 'https' }));
}

export const userRoutes = fp(
  async (app) => {
    app.post<{ Body: RegisterBody }>(
      '/api/user/register',
      { schema: { body: RegisterBody, response: { 201: SuccessReply, ...errors } } },
      async (request, reply) => {
        const { subscription } = request.body;
        // Checked before the account exists: a refused endpoint refuses the registration.
        if (subscription) app.push.assertSubscription(subscription);
        await app.accounts.register(request.body, request.ip);
        await app.push.registered(request.body.email, subscription).catch((error: unknown) => request.log.error({ err: error }, 'push after registration failed'));
        return reply.code(201).send(success);
      },
    );

    app.post<{ Body: LoginBody }>(
      '/api/user/login',
      { schema: { body: LoginBody, response: { 200: UserInfo, ...errors } } },
      async (request, reply) => {
        const user = await app.accounts.login(request.body, request.ip, request.headers['user-agent']);
        setSessionCookie(request, reply, user.userToken);
        return user;
      },
    );

    // The client checks its token when it opens: a device signed in before photos had a cookie
    // gets one here.
    app.post<{ Body: TokenBody }>(
      '/api/user/token',
      { schema: { body: TokenBody, response: { 200: SuccessReply, ...errors } }, preHandler: requireUser },
      async (request, reply) => {
        setSessionCookie(request, reply, request.body.token);
        return success;
      },
    );

    app.post<{ Body: TokenBody }>(
      '/api/user/role',
      { schema: { body: TokenBody, response: { 200: SuccessReply, ...errors } }, preHandler: requireAdmin },
      async () => success,
    );

    app.post<{ Body: TokenBody }>(
      '/api/user/refresh',
      { schema: { body: TokenBody, response: { 200: CurrentUser, ...errors } }, preHandler: requireUser },
      async (request, reply) => {
        setSessionCookie(request, reply, request.body.token);
        return app.accounts.refresh(request.user);
      },
    );

    // No requireUser: signing out must work for a banned or expired session too, and ending a
    // session that no longer exists is still a success.
    app.post<{ Body: TokenBody }>(
      '/api/user/logout',
      { schema: { body: TokenBody, response: { 200: SuccessReply, ...errors } } },
      async (request, reply) => {
        await app.accounts.logout(request.body.token);
        reply.header('set-cookie', clearedSessionCookie(request.protocol === 'https'));
        return success;
      },
    );

    app.post<{ Body: TokenBody }>(
      '/api/user/logoutAll',
      { schema: { body: TokenBody, response: { 200: SuccessReply, ...errors } }, preHandler: requireUser },
      async (request, reply) => {
        await app.accounts.logoutEverywhere(request.user);
        reply.header('set-cookie', clearedSessionCookie(request.protocol === 'https'));
        return success;
      },
    );

    app.post<{ Body: TokenBody }>(
      '/api/user/sessions',
      { schema: { summary: 'Les appareils connectés au compte', body: TokenBody, response: { 200: SessionsReply, ...errors } }, preHandler: requireUser },
      async (request) => ({ sessions: await app.accounts.listSessions(request.user, request.body.token) }),
    );

    app.post<{ Body: EndSessionBody }>(
      '/api/user/endSession',
      { schema: { summary: "Déconnecter l'un de ses appareils", body: EndSessionBody, response: { 200: SuccessReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await app.accounts.endSession(request.user, request.body.id);
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
  { name: 'user-routes', dependencies: ['auth', 'push'] },
);
