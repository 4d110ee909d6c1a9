import fp from 'fastify-plugin';
import { ErrorReply, SuccessReply } from '../../shared/accountTypes.ts';
import { PushKeyBody, PushKeyReply, PushSettings, PushSettingsBody, PushSubscribeBody, PushUnsubscribeBody } from '../../shared/pushTypes.ts';
import { requireUser } from '../accounts/authPlugin.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };
const success = { status: 'success' } as const;

/** The Web Push calls of issue 24, for granted members. */
export const pushRoutes = fp(
  async (app) => {
    // No session needed: the registration screen subscribes before the account exists, and the
    // key is public anyway (every subscription and every push's Authorization header carry it).
    app.post<{ Body: PushKeyBody }>(
      '/api/push/key',
      { schema: { body: PushKeyBody, response: { 200: PushKeyReply, ...errors } } },
      async () => ({ publicKey: await app.push.publicKey() }),
    );

    app.post<{ Body: PushSubscribeBody }>(
      '/api/push/subscribe',
      { schema: { body: PushSubscribeBody, response: { 200: SuccessReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await app.push.subscribe(request.body.token, request.user, request.body.subscription);
        return success;
      },
    );

    app.post<{ Body: PushUnsubscribeBody }>(
      '/api/push/unsubscribe',
      { schema: { body: PushUnsubscribeBody, response: { 200: SuccessReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await app.push.unsubscribe(request.user, request.body.endpoint);
        return success;
      },
    );

    app.post<{ Body: PushSettingsBody }>(
      '/api/push/settings',
      { schema: { body: PushSettingsBody, response: { 200: PushSettings, ...errors } }, preHandler: requireUser },
      async (request) => {
        const { token: _token, ...change } = request.body;
        return app.push.settings(request.user, 'articles' in change ? change : undefined);
      },
    );
  },
  { name: 'push-routes', dependencies: ['auth', 'push'] },
);
