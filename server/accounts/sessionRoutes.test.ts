import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import { defaultThrottle } from '../platform/config.ts';
import { accountMessages } from './accountMessages.ts';
import { chatClient, connected, eventually, listenOnFreePort, type ChatClient } from '../testing/chatClient.ts';
import { adminToken, createTestApp, createUser, login, loginAs, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';

let t: TestApp;
let url: string;
const clients: ChatClient[] = [];

beforeEach(async () => {
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await t.close();
});

/** A second device of the same user: a new login, a new session. */
async function secondSession(user: TestUser): Promise<string> {
  return (await loginAs(t.app, user.email, user.password)).userToken;
}

async function isLive(token: string | null): Promise<boolean> {
  const response = await postJson(t.app, '/api/user/token', { token });
  return response.statusCode === 200;
}

async function openChat(token: string): Promise<{ client: ChatClient; closedBy: string[] }> {
  const client = chatClient(url, { token });
  clients.push(client);
  const closedBy: string[] = [];
  client.socket.on('disconnect', (reason) => closedBy.push(reason));
  await connected(client);
  await eventually(() => client.snapshots.length > 0, 'the first snapshot');
  return { client, closedBy };
}

async function sessionCount(userId: number): Promise<number> {
  const rows = await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

describe('POST /api/user/logout', () => {
  it('ends that session only, and deletes its row', async () => {
    const user = await createUser(t.app);
    const other = await secondSession(user);

    const response = await postJson(t.app, '/api/user/logout', { token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    expect(await isLive(user.token)).toBe(false);
    expect(await isLive(other)).toBe(true);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('answers success for a token that opens no session', async () => {
    const response = await postJson(t.app, '/api/user/logout', { token: 'deja-parti' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
  });

  it('closes the chat socket of that session and keeps the other device connected', async () => {
    const user = await createUser(t.app);
    const other = await secondSession(user);
    const tablet = await openChat(user.token ?? '');
    const phone = await openChat(other);

    await postJson(t.app, '/api/user/logout', { token: user.token });
    await eventually(() => tablet.closedBy.length === 1, 'the tablet socket to close');
    expect(tablet.closedBy).toEqual(['io server disconnect']);
    expect(phone.client.socket.connected).toBe(true);
    expect(phone.closedBy).toEqual([]);
  });

  it('refuses a body without a token', async () => {
    expect((await postJson(t.app, '/api/user/logout', {})).statusCode).toBe(400);
  });
});

describe('POST /api/user/logoutAll', () => {
  it('ends every session of the account, the caller included, and closes every socket', async () => {
    const user = await createUser(t.app);
    const other = await secondSession(user);
    const sockets = [await openChat(user.token ?? ''), await openChat(other)];
    const someoneElse = await createUser(t.app);

    const response = await postJson(t.app, '/api/user/logoutAll', { token: user.token });
    expect(response.statusCode).toBe(200);
    await eventually(() => sockets.every((socket) => socket.closedBy.length === 1), 'both sockets to close');
    expect(await isLive(user.token)).toBe(false);
    expect(await isLive(other)).toBe(false);
    expect(await sessionCount(user.id)).toBe(0);
    expect(await isLive(someoneElse.token)).toBe(true);
  });

  it('refuses an unknown token with a 401', async () => {
    const response = await postJson(t.app, '/api/user/logoutAll', { token: 'inconnu' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: accountMessages.sessionInvalid });
  });
});

describe('POST /api/user/password', () => {
  function changePassword(token: string | null, oldPassword: string, newPassword: string) {
    return postJson(t.app, '/api/user/password', { token, oldPassword, newPassword });
  }

  it('sets the new password, keeps the current session and ends the others', async () => {
    const user = await createUser(t.app);
    const other = await secondSession(user);

    const response = await changePassword(user.token, user.password, 'nouvelles-carottes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    expect(await isLive(user.token)).toBe(true);
    expect(await isLive(other)).toBe(false);
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'nouvelles-carottes')).statusCode).toBe(200);
  });

  it("closes the other devices' chat sockets and keeps this one's", async () => {
    const user = await createUser(t.app);
    const other = await secondSession(user);
    const here = await openChat(user.token ?? '');
    const there = await openChat(other);

    await changePassword(user.token, user.password, 'nouvelles-carottes');
    await eventually(() => there.closedBy.length === 1, 'the other socket to close');
    expect(there.closedBy).toEqual(['io server disconnect']);
    expect(here.client.socket.connected).toBe(true);
  });

  it('refuses a wrong old password with a 403 and changes nothing', async () => {
    const user = await createUser(t.app);
    const other = await secondSession(user);

    const response = await changePassword(user.token, 'pas-le-bon', 'nouvelles-carottes');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "L'ancien mot de passe est incorrect" });
    expect(await isLive(other)).toBe(true);
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const user = await createUser(t.app);
    const response = await changePassword(user.token, user.password, 'court');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: accountMessages.passwordTooShort });
  });

  it('refuses a bad token with a 401 and a banned account too', async () => {
    const user = await createUser(t.app);
    expect((await changePassword('inconnu', 'x', 'nouvelles-carottes')).statusCode).toBe(401);
    await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: user.id, status: AccessStatus.banned });
    expect((await changePassword(user.token, user.password, 'nouvelles-carottes')).statusCode).toBe(401);
  });

  it('slows down guesses of the old password like wrong logins', async () => {
    await t.close();
    t = await createTestApp({ throttle: defaultThrottle });
    const user = await createUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await changePassword(user.token, 'devine', 'nouvelles-carottes')).statusCode);
    expect(codes).toEqual([403, 403, 403, 403, 403, 429]);
  });

  it('refuses unknown fields', async () => {
    const user = await createUser(t.app);
    const response = await postJson(t.app, '/api/user/password', {
      token: user.token,
      oldPassword: user.password,
      newPassword: 'nouvelles-carottes',
      email: 'autre@example.org',
    });
    expect(response.statusCode).toBe(400);
  });
});
