import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually, listenOnFreePort, openedChat, type ChatClient } from '../testing/chatClient.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { chatMessages } from './chatMessages.ts';

let t: TestApp;
let url: string;
let writer: TestUser;
let reader: TestUser;
const clients: ChatClient[] = [];

const tokenOf = (user: TestUser) => {
  if (!user.token) throw new Error(`${user.firstName} has no token`);
  return user.token;
};

beforeEach(async () => {
  t = await createTestApp({ chatLimits: { burst: 1000, perSecond: 1000 } });
  url = await listenOnFreePort(t.app);
  writer = await createUser(t.app, { firstName: 'Marie' });
  reader = await createUser(t.app, { firstName: 'Paul' });
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await t.close();
});

async function openChat(user: TestUser, lastts = '0'): Promise<ChatClient> {
  const client = await openedChat(url, tokenOf(user), lastts);
  clients.push(client);
  return client;
}

describe('admin/deletemessage', () => {
  it('removes a message: connected clients drop it live, and neither catch-up nor a new snapshot returns it', async () => {
    const marie = await openChat(writer);
    const paul = await openChat(reader);
    await marie.send('Bonjour à tous');
    const [, ack] = await marie.send('Un message à retirer');
    const ts = (ack as { ts: string }).ts;
    await marie.send('Après');
    await eventually(() => paul.received.length === 3, 'the three messages');

    const deletedAtPaul = new Promise<unknown>((resolve) => paul.socket.once('messagedeleted', resolve));
    const done = await postJson(t.app, '/api/admin/deletemessage', { token: await adminToken(t.app), ts });
    expect(done.statusCode).toBe(200);
    await expect(deletedAtPaul).resolves.toEqual({ ts });

    // A device that had seen only the first message catches up without it.
    const firstTs = paul.received[0]!.ts;
    const late = await openChat(await createUser(t.app, { firstName: 'Lea' }), firstTs);
    expect(late.snapshots[0]?.snapshot.messages.map((message) => message.message)).toEqual(['Après']);
    const fresh = await openChat(await createUser(t.app, { firstName: 'Zoe' }));
    expect(fresh.snapshots[0]?.snapshot.messages.map((message) => message.message)).toEqual(['Bonjour à tous', 'Après']);
  });

  it('answers 404 for a ts no message has, 403 for a relative, and 400 for a malformed ts', async () => {
    const marie = await openChat(writer);
    const [, ack] = await marie.send('Coucou');
    const ts = (ack as { ts: string }).ts;
    expect((await postJson(t.app, '/api/admin/deletemessage', { token: tokenOf(reader), ts })).statusCode).toBe(403);
    const missing = await postJson(t.app, '/api/admin/deletemessage', { token: await adminToken(t.app), ts: '123' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: chatMessages.messageNotFound });
    for (const bad of ['0', '-1', 'abc', '1e5', '1'.repeat(17)]) {
      expect((await postJson(t.app, '/api/admin/deletemessage', { token: await adminToken(t.app), ts: bad })).statusCode, bad).toBe(400);
    }
    expect((await postJson(t.app, '/api/admin/deletemessage', { token: await adminToken(t.app), ts: Number(ts) })).statusCode).toBe(400);
  });
});
