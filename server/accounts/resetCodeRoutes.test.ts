import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import { RESET_CODE_TTL_MS } from '../../shared/resetCode.ts';
import type { ResetCodeReply } from '../../shared/accountTypes.ts';
import { defaultThrottle } from '../platform/config.ts';
import { accountMessages } from './accountMessages.ts';
import { chatClient, connected, eventually, listenOnFreePort, type ChatClient } from '../testing/chatClient.ts';
import { adminToken, createTestApp, createUser, login, loginAs, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

async function issue(id: number, token = admin): Promise<LightMyRequestResponse> {
  return postJson(t.app, '/api/admin/resetcode', { token, id });
}

async function codeFor(user: TestUser): Promise<ResetCodeReply> {
  const response = await issue(user.id);
  if (response.statusCode !== 200) throw new Error(`resetcode failed: ${response.body}`);
  return response.json<ResetCodeReply>();
}

function reset(email: string, code: string, password = 'nouvelles-carottes', address?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/reset',
    headers: address ? { 'x-forwarded-for': address } : {},
    payload: { email, code, password },
  });
}

describe('POST /api/admin/resetcode', () => {
  it('answers a 10-character code without 0, O, 1, I or L, valid 24 hours', async () => {
    const user = await createUser(t.app);
    const before = Date.now();

    const reply = await codeFor(user);
    expect(Object.keys(reply).sort()).toEqual(['code', 'expires']);
    expect(reply.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    expect(reply.expires).toBeGreaterThanOrEqual(before + RESET_CODE_TTL_MS);
    expect(reply.expires).toBeLessThanOrEqual(Date.now() + RESET_CODE_TTL_MS);
  });

  it('stores only a hash of the code', async () => {
    const user = await createUser(t.app);
    const { code } = await codeFor(user);

    const rows = await t.app.db.selectFrom('reset_codes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: user.id });
    expect(rows[0]?.code_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('gives a different code each time', async () => {
    const user = await createUser(t.app);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await codeFor(user)).code);
    expect(codes.size).toBe(5);
  });

  it('refuses a member with a 403, a bad token with a 401, an unknown id with a 404', async () => {
    const user = await createUser(t.app);
    expect((await issue(user.id, user.token ?? '')).statusCode).toBe(403);
    expect((await issue(user.id, 'inconnu')).statusCode).toBe(401);
    const unknown = await issue(9999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: accountMessages.userNotFound });
  });

  it('refuses a deleted account with a 409', async () => {
    const user = await createUser(t.app, { access: AccessStatus.deleted });
    const response = await issue(user.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: accountMessages.resetCodeForDeleted });
  });
});

describe('POST /api/user/reset', () => {
  it('sets the new password and ends every session of the account', async () => {
    const user = await createUser(t.app);
    const other = (await loginAs(t.app, user.email, user.password)).userToken;
    const { code } = await codeFor(user);

    const response = await reset(user.email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    for (const token of [user.token, other]) {
      expect((await postJson(t.app, '/api/user/token', { token })).statusCode).toBe(401);
    }
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'nouvelles-carottes')).statusCode).toBe(200);
  });

  it('closes the chat sockets of the account', async () => {
    const url = await listenOnFreePort(t.app);
    const user = await createUser(t.app);
    const client: ChatClient = chatClient(url, { token: user.token ?? '' });
    const closedBy: string[] = [];
    client.socket.on('disconnect', (reason) => closedBy.push(reason));
    await connected(client);
    const { code } = await codeFor(user);

    await reset(user.email, code);
    await eventually(() => closedBy.length === 1, 'the socket to close');
    expect(closedBy).toEqual(['io server disconnect']);
    client.close();
  });

  it('takes the code as read over the phone: lower case, spaces and dashes', async () => {
    const user = await createUser(t.app);
    const { code } = await codeFor(user);
    const spoken = ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3, 5)}-${code.slice(5, 8).toLowerCase()} - ${code.slice(8)} `;

    expect((await reset(user.email.toUpperCase(), spoken)).statusCode).toBe(200);
  });

  it('takes a URL-encoded email, as login does', async () => {
    const user = await createUser(t.app);
    const { code } = await codeFor(user);
    expect((await reset(encodeURIComponent(user.email), code)).statusCode).toBe(200);
  });

  it('refuses a code that was already used', async () => {
    const user = await createUser(t.app);
    const { code } = await codeFor(user);
    expect((await reset(user.email, code)).statusCode).toBe(200);

    const again = await reset(user.email, code, 'encore-autre-chose');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: accountMessages.resetCodeInvalid });
    expect((await login(t.app, user.email, 'nouvelles-carottes')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a code through', async () => {
    const user = await createUser(t.app);
    const { code } = await codeFor(user);
    const answers = await Promise.all([reset(user.email, code, 'premier-essai'), reset(user.email, code, 'second-essai')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t.app);
    const { code, expires } = await codeFor(user);
    vi.useFakeTimers({ toFake: ['Date'], now: expires + 1 });

    const response = await reset(user.email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: accountMessages.resetCodeInvalid });
  });

  it('accepts a code just before it expires', async () => {
    const user = await createUser(t.app);
    const { code, expires } = await codeFor(user);
    vi.useFakeTimers({ toFake: ['Date'], now: expires - 1000 });
    expect((await reset(user.email, code)).statusCode).toBe(200);
  });

  it('replaces an older unused code with the new one', async () => {
    const user = await createUser(t.app);
    const first = await codeFor(user);
    const second = await codeFor(user);

    expect((await reset(user.email, first.code)).statusCode).toBe(400);
    expect((await reset(user.email, second.code)).statusCode).toBe(200);
  });

  it("refuses a wrong code, someone else's code and an unknown email alike", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const { code } = await codeFor(user);
    const othersCode = (await codeFor(other)).code;

    const answers = [
      await reset(user.email, 'ABCDEFGHJK'),
      await reset(user.email, othersCode),
      await reset('personne@example.org', code),
      await reset(user.email, `${code}X`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: accountMessages.resetCodeInvalid });
    }
    expect((await reset(user.email, code)).statusCode).toBe(200);
  });

  it('refuses an account that has no code', async () => {
    const user = await createUser(t.app);
    expect((await reset(user.email, 'ABCDEFGHJK')).statusCode).toBe(400);
  });

  it('refuses a short password without using the code up', async () => {
    const user = await createUser(t.app);
    const { code } = await codeFor(user);

    const short = await reset(user.email, code, 'court');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: accountMessages.passwordTooShort });
    expect((await reset(user.email, code)).statusCode).toBe(200);
  });

  it('refuses unknown fields', async () => {
    const response = await postJson(t.app, '/api/user/reset', { email: 'a@b.fr', code: 'x', password: 'y', token: 'z' });
    expect(response.statusCode).toBe(400);
  });
});

describe('reset throttling', () => {
  beforeEach(async () => {
    await t.close();
    t = await createTestApp({ trustProxy: 1, throttle: defaultThrottle });
    admin = await adminToken(t.app);
  });

  it('holds back wrong codes after 5 for an address, and the right code still works from another', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const user = await createUser(t.app);
    const { code } = await codeFor(user);
    const attacker = '203.0.113.9';

    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await reset(user.email, 'ABCDEFGHJK', undefined, attacker)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400]);
    const held = await reset(user.email, code, undefined, attacker);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('60');
    expect(held.json()).toEqual({ message: "Trop d'essais de code, réessayez dans 1 minute" });

    expect((await reset(user.email, code, undefined, '198.51.100.4')).statusCode).toBe(200);
  });

  it('holds back an address that guessed codes for 20 accounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const attacker = '203.0.113.10';
    for (let i = 0; i < 20; i++) await reset(`cible${i}@example.org`, 'ABCDEFGHJK', undefined, attacker);
    expect((await reset('autre@example.org', 'ABCDEFGHJK', undefined, attacker)).statusCode).toBe(429);
    expect((await reset('autre@example.org', 'ABCDEFGHJK', undefined, '198.51.100.5')).statusCode).toBe(400);
  });

  it('counts wrong codes apart from wrong passwords, and a reset frees the login from there', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const user = await createUser(t.app);
    const home = '198.51.100.6';
    const loginFrom = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'x-forwarded-for': home },
        payload: { email: encodeURIComponent(user.email), password },
      });
    for (let i = 0; i < 5; i++) await loginFrom('oublie');
    expect((await loginFrom('oublie')).statusCode).toBe(429);

    const { code } = await codeFor(user);
    expect((await reset(user.email, code, 'nouvelles-carottes', home)).statusCode).toBe(200);
    expect((await loginFrom('nouvelles-carottes')).statusCode).toBe(200);
  });
});
