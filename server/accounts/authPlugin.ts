import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountEventMap, AccountEvents, Authenticator, AuthUser } from './authTypes.ts';
import { HttpError } from '../platform/errors.ts';
import { accountMessages } from './accountMessages.ts';
import { createAccountsService, type AccountsService } from './accountsService.ts';
import { createSessionStreams, type SessionStreams } from './sessionStreams.ts';
import { hashToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
    accountEvents: AccountEvents;
    accounts: AccountsService;
    /** Long answers (videos, album zips) ended with their session (sessionStreams.ts). */
    sessionStreams: SessionStreams;
  }
  interface FastifyRequest {
    /** Set by `requireUser` / `requireAdmin`; undefined on routes without them. */
    user: AuthUser;
  }
}

/** The granted user behind a token, or a 401 HttpError. Multipart routes pass their token field. */
export async function authenticateToken(app: FastifyInstance, token: unknown): Promise<AuthUser> {
  if (typeof token !== 'string' || token === '') throw new HttpError(401, accountMessages.sessionInvalid);
  const user = await app.authenticator.authenticate(token);
  if (!user) throw new HttpError(401, await app.accounts.refusal(token));
  return user;
}

function bodyToken(request: FastifyRequest): unknown {
  const { body } = request;
  return typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
}

/**
 * preHandler: the JSON body's `token` must open a live session of a granted account. A callback
 * hook, so a session checked moments ago (the feed is polled by every open tab) costs no promise.
 */
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const token = bodyToken(request);
  const recent = typeof token === 'string' && token !== '' ? request.server.authenticator.recentlyAuthenticated(token) : undefined;
  if (recent !== undefined) {
    request.user = recent;
    done();
    return;
  }
  authenticateToken(request.server, token).then((user) => {
    request.user = user;
    done();
  }, done);
}

/** preHandler: as `requireUser`, and the account must be an admin (403 otherwise). */
export function requireAdmin(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  requireUser(request, reply, (error?: Error) => {
    if (error) done(error);
    else if (request.user.role !== 'admin') done(new HttpError(403, accountMessages.adminOnly));
    else done();
  });
}

export const authPlugin = fp(
  async (app) => {
    const accountEvents: AccountEvents = new EventEmitter<AccountEventMap>();
    const accounts = createAccountsService({ db: app.db, config: app.config, events: accountEvents });
    const firstAdmin = await accounts.ensureFirstAdmin(app.config.admin);
    if (firstAdmin === 'created') app.log.info({ email: app.config.admin?.email }, 'first admin created');

    app.decorate('accounts', accounts);
    app.decorate('accountEvents', accountEvents);
    const authenticator: Authenticator = {
      authenticate: (token: string) => accounts.authenticate(token),
      recentlyAuthenticated: (token: string) => accounts.recentlyAuthenticated(token),
      sessionId: hashToken,
    };
    app.decorate('authenticator', authenticator);
    const sessionStreams = createSessionStreams({ events: accountEvents, authenticator });
    app.decorate('sessionStreams', sessionStreams);
    app.addHook('onClose', async () => sessionStreams.close());
    // Declared up front so every request object keeps one shape; requireUser fills it.
    app.decorateRequest('user', null as unknown as AuthUser);
  },
  { name: 'auth', dependencies: ['db'] },
);
