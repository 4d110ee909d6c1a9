import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionItem } from '../../shared/accountTypes.ts';
import { accountMessages } from './accountMessages.ts';
import { chatClient, connected, eventually, listenOnFreePort, type ChatClient } from '../testing/chatClient.ts';
import { createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';

// Issue 38, « Appareils connectés »: each session with its device and last use, and « Déconnecter »
// for one of them.

const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const laptop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

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

/** A new sign-in of the user from a browser that sends `userAgent`. */
async function signInFrom(user: TestUser, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'user-agent': userAgent },
    payload: { email: encodeURIComponent(user.email), password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ userToken: string }>().userToken;
}

async function listSessions(token: string): Promise<SessionItem[]> {
  const response = await postJson(t.app, '/api/user/sessions', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sessions: SessionItem[] }>().sessions;
}

function endSession(token: string, id: number) {
  return postJson(t.app, '/api/user/endSession', { token, id });
}

async function isLive(token: string): Promise<boolean> {
  return (await postJson(t.app, '/api/user/token', { token })).statusCode === 200;
}

async function setLastUse(token: string, lastUsedAt: number): Promise<void> {
  const [session] = await listSessions(token).then((all) => all.filter((item) => item.current));
  await t.app.db.updateTable('sessions').set({ last_used_at: lastUsedAt }).where('id', '=', session!.id).execute();
  // The listing call above filled the session cache: the next call must read the database again.
  t.app.accountEvents.emit('accountsChanged');
}

describe('POST /api/user/sessions', () => {
  it("lists the member's open sessions with their device and last use, marking the caller's", async () => {
    const user = await createUser(t.app);
    const before = Date.now();
    const onPhone = await signInFrom(user, phone);
    const onLaptop = await signInFrom(user, laptop);
    const someoneElse = await createUser(t.app);
    await signInFrom(someoneElse, phone);

    const sessions = await listSessions(onLaptop);
    // createUser's own sign-in (no browser: no label) and the two new ones.
    expect(sessions).toHaveLength(3);
    expect(sessions.map((session) => session.device).sort()).toEqual(['Chrome sur Android', 'Firefox sur Windows', null].sort());
    expect(sessions.filter((session) => session.current).map((session) => session.device)).toEqual(['Firefox sur Windows']);
    for (const session of sessions) expect(session.lastUsed).toBeGreaterThanOrEqual(before - 60_000);
    expect((await listSessions(onPhone)).find((session) => session.current)?.device).toBe('Chrome sur Android');
    expect(Object.keys(sessions[0]!).sort()).toEqual(['current', 'device', 'id', 'lastUsed']);
  });

  it('writes a last use older than a minute when the session is next looked up, and not a recent one', async () => {
    const user = await createUser(t.app);
    const token = await signInFrom(user, phone);
    const old = Date.now() - 3 * 60_000;
    await setLastUse(token, old);
    const [refreshed] = (await listSessions(token)).filter((session) => session.current);
    expect(refreshed!.lastUsed).toBeGreaterThan(old + 2 * 60_000);

    const recent = Date.now() - 30_000;
    await setLastUse(token, recent);
    await isLive(token);
    const [kept] = (await listSessions(token)).filter((session) => session.current);
    expect(kept!.lastUsed).toBe(recent);
  });

  it('refuses an unknown token with a 401', async () => {
    const response = await postJson(t.app, '/api/user/sessions', { token: 'inconnu' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: accountMessages.sessionInvalid });
  });
});

describe('POST /api/user/endSession', () => {
  it("ends the other device's session: its next call is a 401, its chat socket closes, this one stays", async () => {
    const user = await createUser(t.app);
    const onPhone = await signInFrom(user, phone);
    const onLaptop = await signInFrom(user, laptop);
    // Both looked up once, so the ended one is in the session cache.
    expect(await isLive(onPhone)).toBe(true);
    const phoneChat = chatClient(url, { token: onPhone });
    clients.push(phoneChat);
    const closedBy: string[] = [];
    phoneChat.socket.on('disconnect', (reason) => closedBy.push(reason));
    await connected(phoneChat);

    const phoneSession = (await listSessions(onPhone)).find((session) => session.current)!;
    const response = await endSession(onLaptop, phoneSession.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });

    const next = await postJson(t.app, '/api/user/refresh', { token: onPhone });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ message: accountMessages.sessionInvalid });
    await eventually(() => closedBy.length === 1, 'the phone socket to close');
    expect(closedBy).toEqual(['io server disconnect']);
    expect(await isLive(onLaptop)).toBe(true);
    expect((await listSessions(onLaptop)).map((session) => session.id)).not.toContain(phoneSession.id);
  });

  it("refuses another member's session id and leaves that session open", async () => {
    const user = await createUser(t.app);
    const stranger = await createUser(t.app);
    const strangerToken = await signInFrom(stranger, phone);
    const strangerSession = (await listSessions(strangerToken)).find((session) => session.current)!;

    const response = await endSession(user.token!, strangerSession.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: accountMessages.sessionNotFound });
    expect(await isLive(strangerToken)).toBe(true);
    expect((await listSessions(strangerToken)).map((session) => session.id)).toContain(strangerSession.id);
  });

  it('answers the same 404 for a session already ended', async () => {
    const user = await createUser(t.app);
    const onPhone = await signInFrom(user, phone);
    const { id } = (await listSessions(onPhone)).find((session) => session.current)!;
    expect((await endSession(user.token!, id)).statusCode).toBe(200);
    const again = await endSession(user.token!, id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: accountMessages.sessionNotFound });
  });

  it('refuses a call without a session id, and one without a valid token', async () => {
    const user = await createUser(t.app);
    const missing = await postJson(t.app, '/api/user/endSession', { token: user.token });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['message']);
    const stranger = await endSession('inconnu', 1);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual({ message: accountMessages.sessionInvalid });
  });
});
