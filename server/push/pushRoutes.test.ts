import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPushSettings } from '../../shared/pushTypes.ts';
import { startLocalPushService, type LocalPushService } from '../testing/localPushService.ts';
import { pushTestConfig } from '../testing/pushRequests.ts';
import { adminToken, createTestApp, createUser, listUsers, postJson, type TestApp } from '../testing/testApp.ts';
import { accountMessages } from '../accounts/accountMessages.ts';
import { pushMessages } from './pushMessages.ts';

let service: LocalPushService;
let t: TestApp;
beforeAll(async () => {
  service = await startLocalPushService();
  t = await createTestApp(pushTestConfig(service));
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const subscriptionWith = (endpoint: string) => ({ ...service.subscribe('forme'), endpoint });

describe('POST /api/push/key', () => {
  it("gives the server's VAPID public key, base64url, the same each time", async () => {
    const token = await adminToken(t.app);
    const first = await postJson(t.app, '/api/push/key', { token });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await postJson(t.app, '/api/push/key', { token })).json()).toEqual({ publicKey });
  });

  it('gives it without a session too: the registration screen subscribes before the account exists', async () => {
    const response = await postJson(t.app, '/api/push/key', { token: 'inscription' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await postJson(t.app, '/api/push/key', { token: await adminToken(t.app) })).json());
  });

  it('refuses the other calls without a session, in French', async () => {
    const response = await postJson(t.app, '/api/push/settings', { token: 'inconnu' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: accountMessages.sessionInvalid });
  });
});

describe('POST /api/push/subscribe and unsubscribe', () => {
  it.each([
    ['an unknown host', 'https://evil.example/push/x', pushMessages.endpointRefused],
    ['plain http', `${'http://localhost'}/push/x`, pushMessages.endpointRefused],
    ['a look-alike of a push service', 'https://fcm.googleapis.com.evil.example/x', pushMessages.endpointRefused],
    ['something that is not a URL', 'pas une adresse', pushMessages.endpointInvalid],
    // Issue 37: a push service's host on another port, or written with fullwidth dots.
    ['another port of a push service', 'https://fcm.googleapis.com:18499/fcm/send/x', pushMessages.endpointRefused],
    ['a push service written with fullwidth dots', 'https://fcm\u3002googleapis\u3002com/fcm/send/x', pushMessages.endpointRefused],
    ['another port of the allowed host', 'https://localhost:1/push/x', pushMessages.endpointRefused],
  ])('refuses an endpoint on %s', async (_what, endpoint, message) => {
    const response = await postJson(t.app, '/api/push/subscribe', { token: await adminToken(t.app), subscription: subscriptionWith(endpoint) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses keys that are not a P-256 key and a 16-byte secret', async () => {
    const good = service.subscribe('cles');
    const response = await postJson(t.app, '/api/push/subscribe', {
      token: await adminToken(t.app),
      subscription: { ...good, keys: { p256dh: good.keys.p256dh.slice(0, 20), auth: good.keys.auth } },
    });
    expect(response.json()).toEqual({ message: pushMessages.keysInvalid });
  });

  it('refuses a subscription of another shape, and an unknown field', async () => {
    const token = await adminToken(t.app);
    const good = service.subscribe('forme');
    for (const subscription of [{ endpoint: good.endpoint }, { ...good, expirationTime: null }, { ...good, keys: { ...good.keys, p256dh: 'a+b/c=' } }]) {
      expect((await postJson(t.app, '/api/push/subscribe', { token, subscription })).statusCode).toBe(400);
    }
  });

  it('keeps at most 10 subscriptions per account, the oldest dropped, a re-subscribed device counted as new', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    await postJson(t.app, '/api/push/subscribe', { token: other.token, subscription: service.subscribe('autre-compte') });
    const devices = Array.from({ length: 12 }, (_, index) => service.subscribe(`appareil-${owner.id}-${index}`));
    for (const subscription of devices.slice(0, 11)) {
      expect((await postJson(t.app, '/api/push/subscribe', { token: owner.token, subscription })).statusCode).toBe(200);
    }
    // Device 1, the oldest left, subscribes again before a twelfth comes: device 2 goes instead.
    await postJson(t.app, '/api/push/subscribe', { token: owner.token, subscription: devices[1] });
    await postJson(t.app, '/api/push/subscribe', { token: owner.token, subscription: devices[11] });
    const endpointsOf = async (userId: number) =>
      (await t.app.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute()).map((row) => row.endpoint).sort();
    const kept = [1, ...Array.from({ length: 9 }, (_, index) => index + 3)].map((index) => devices[index]!.endpoint).sort();
    expect(await endpointsOf(owner.id)).toEqual(kept);
    expect(await endpointsOf(other.id)).toHaveLength(1);
  });

  it("keeps a device's subscription, then lets its account remove it, and only its account", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const subscription = service.subscribe('appareil');
    expect((await postJson(t.app, '/api/push/subscribe', { token: owner.token, subscription })).json()).toEqual({ status: 'success' });
    const byOther = await postJson(t.app, '/api/push/unsubscribe', { token: other.token, endpoint: subscription.endpoint });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toEqual({ message: pushMessages.subscriptionNotFound });
    expect((await postJson(t.app, '/api/push/unsubscribe', { token: owner.token, endpoint: subscription.endpoint })).json()).toEqual({ status: 'success' });
    expect((await postJson(t.app, '/api/push/unsubscribe', { token: owner.token, endpoint: subscription.endpoint })).statusCode).toBe(404);
  });
});

describe('POST /api/push/settings', () => {
  it('reads the defaults with only the token, then keeps a change', async () => {
    const { token } = await createUser(t.app);
    expect((await postJson(t.app, '/api/push/settings', { token })).json()).toEqual(defaultPushSettings);
    expect(defaultPushSettings).toEqual({ articles: true, comments: true, chat: 'mentions', accounts: true, steps: true });
    const change = { articles: false, comments: true, chat: 'all', accounts: false, steps: false };
    expect((await postJson(t.app, '/api/push/settings', { token, ...change })).json()).toEqual(change);
    expect((await postJson(t.app, '/api/push/settings', { token })).json()).toEqual(change);
  });

  it('refuses part of the settings, or a chat choice it does not know', async () => {
    const { token } = await createUser(t.app);
    for (const body of [{ token, articles: false }, { token, articles: true, comments: true, chat: 'parfois', accounts: true }]) {
      const response = await postJson(t.app, '/api/push/settings', body);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ message: string }>().message).toBe('string');
    }
  });
});

describe('POST /api/user/register with a subscription', () => {
  it('refuses the registration, and makes no account, when the endpoint is refused', async () => {
    const response = await postJson(t.app, '/api/user/register', {
      firstName: 'Lapin Refuse',
      email: 'refuse@lapin.test',
      password: 'carottes-fraiches',
      subscription: subscriptionWith('https://evil.example/x'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: pushMessages.endpointRefused });
    expect((await listUsers(t.app, await adminToken(t.app))).map((user) => user.firstName)).not.toContain('Lapin Refuse');
  });
});
