import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessStatus } from '../../shared/accessStatus.ts';
import { isSuspendedRefusal } from '../../shared/chatTypes.ts';
import { product } from '../../shared/product.ts';
import { adminToken, createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import {
  chatClient,
  connected,
  eventually,
  listenOnFreePort,
  refusal,
  serverDisconnect,
  type ChatClient,
  type ChatClientOptions,
} from '../testing/chatClient.ts';
import { chatMessages } from './chatMessages.ts';
import { accountMessages } from '../accounts/accountMessages.ts';

let t: TestApp;
let url: string;
const clients: ChatClient[] = [];

beforeEach(async () => {
  t = await createTestApp({ chatLimits: { burst: 1000, perSecond: 1000 } });
  url = await listenOnFreePort(t.app);
});
afterEach(async () => {
  vi.useRealTimers();
  for (const client of clients.splice(0)) client.close();
  await t.close();
});

function open(user: TestUser | { token: string | null }, options: ChatClientOptions = {}): ChatClient {
  const client = chatClient(url, { token: user.token ?? undefined, ...options });
  clients.push(client);
  return client;
}

async function openReady(user: TestUser, options: ChatClientOptions = {}): Promise<ChatClient> {
  const client = open(user, options);
  await connected(client);
  await eventually(() => client.snapshots.length > 0, 'the first snapshot');
  return client;
}

const texts = (client: ChatClient) => client.received.map((message) => message.message);

describe('chat handshake', () => {
  it('refuses a connection without a token, with a French message', async () => {
    await expect(refusal(open({ token: null }))).resolves.toBe(chatMessages.sessionInvalid);
  });

  it('refuses an unknown token', async () => {
    await expect(refusal(open({ token: 'pas-un-jeton' }))).resolves.toBe(chatMessages.sessionInvalid);
  });

  it('refuses the old tokens of banned and deleted accounts', async () => {
    const admin = await adminToken(t.app);
    const banned = await createUser(t.app);
    const deleted = await createUser(t.app);
    await postJson(t.app, '/api/admin/status', { token: admin, id: banned.id, status: AccessStatus.banned });
    await postJson(t.app, '/api/admin/status', { token: admin, id: deleted.id, status: AccessStatus.deleted });

    await expect(refusal(open(banned))).resolves.toBe(accountMessages.accessSuspended);
    await expect(refusal(open(deleted))).resolves.toBe(chatMessages.sessionInvalid);
  });

  it('accepts the token from the `token` header alone, as the spec client sends it', async () => {
    const user = await createUser(t.app);
    const client = await openReady(user, { headersOnly: true });
    expect(client.snapshots[0]?.event).toBe('initializechat');
  });

  it('serves socket.io only under the product socket path', async () => {
    expect(product.socketPath).toBe('/lapinchat/socket/');
    const response = await fetch(`${url}${product.socketPath}?EIO=4&transport=polling`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^0\{"sid"/);
  });
});

describe('chat history', () => {
  it('sends initializechat with participants and messages when lastts is 0', async () => {
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const camille = await createUser(t.app, { firstName: 'Camille' });
    const first = await openReady(paul);
    await first.send('Bonjour !');

    const second = await openReady(camille);
    const [{ event, snapshot }] = second.snapshots as [(typeof second.snapshots)[number]];
    expect(event).toBe('initializechat');
    expect(snapshot.participants.map((p) => p.username)).toEqual(['Paul', 'Camille']);
    expect(snapshot.messages).toEqual([{ message: 'Bonjour !', sender: 'Paul', ts: first.lastts, color: expect.any(String) }]);
  });

  it('sends retrievechat with exactly the messages after lastts', async () => {
    const user = await createUser(t.app);
    const writer = await openReady(user);
    const acks = [];
    for (const text of ['un', 'deux', 'trois', 'quatre']) acks.push(await writer.send(text));
    const secondTs = (acks[1]![1] as { ts: string }).ts;

    const reader = await openReady(user, { lastts: secondTs });
    expect(reader.snapshots.map((s) => s.event)).toEqual(['retrievechat']);
    expect(texts(reader)).toEqual(['trois', 'quatre']);
  });

  it('bounds the first history to the newest historyLimit messages', async () => {
    await t.close();
    t = await createTestApp({ chatLimits: { historyLimit: 3, burst: 1000, perSecond: 1000 } });
    url = await listenOnFreePort(t.app);
    const user = await createUser(t.app);
    const writer = await openReady(user);
    for (const text of ['1', '2', '3', '4', '5']) await writer.send(text);

    const reader = await openReady(user);
    expect(texts(reader)).toEqual(['3', '4', '5']);
  });

  it('answers a lastts it never gave (a wiped database) with initializechat', async () => {
    const user = await createUser(t.app);
    const client = await openReady(user, { lastts: String(Date.now() + 3_600_000) });
    expect(client.snapshots[0]?.event).toBe('initializechat');
  });
});

describe('chat messages', () => {
  it('confirms with the server ts, stores, and sends newmessage to everyone else only', async () => {
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const camille = await createUser(t.app, { firstName: 'Camille' });
    const sender = await openReady(paul);
    const senderOtherTab = await openReady(paul);
    const other = await openReady(camille);

    const [status, detail] = await sender.send('Vous êtes bien arrivés ?\nÀ demain');
    expect(status).toBe('confirmed');
    const { ts } = detail as { ts: string };
    await eventually(() => other.received.length === 1 && senderOtherTab.received.length === 1, 'the broadcast');
    expect(other.received[0]).toEqual({ message: 'Vous êtes bien arrivés ?\nÀ demain', sender: 'Paul', ts, color: expect.stringMatching(/^#/) });
    expect(senderOtherTab.received[0]).toEqual(other.received[0]);
    expect(sender.received).toEqual([]);
  });

  it("uses the connection's identity, never the payload token", async () => {
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const camille = await createUser(t.app, { firstName: 'Camille' });
    const client = await openReady(paul);
    const other = await openReady(camille);
    await client.send('Je suis qui ?', { token: camille.token ?? '' });
    await eventually(() => other.received.length === 1, 'the broadcast');
    expect(other.received[0]?.sender).toBe('Paul');
  });

  it('refuses empty, whitespace-only, badly encoded and too long messages in French', async () => {
    const user = await createUser(t.app);
    const client = await openReady(user);
    await expect(client.send('')).resolves.toEqual(['refused', { reason: chatMessages.empty }]);
    await expect(client.send('  \n\t ')).resolves.toEqual(['refused', { reason: chatMessages.empty }]);
    await expect(client.send('x'.repeat(4001))).resolves.toEqual(['refused', { reason: chatMessages.tooLong(4000) }]);
    const badEncoding = await new Promise((resolve) =>
      client.socket.emit('message', { message: '%E0%A4%A', ts: '1', token: '' }, (...args: unknown[]) => resolve(args)),
    );
    expect(badEncoding).toEqual(['refused', { reason: chatMessages.badEncoding }]);
    const malformed = await new Promise((resolve) =>
      client.socket.emit('message', 'pas un objet' as never, (...args: unknown[]) => resolve(args)),
    );
    expect(malformed).toEqual(['refused', { reason: chatMessages.malformed }]);

    const reader = await openReady(user);
    expect(reader.received).toEqual([]);
  });

  it('keeps the message length limit in characters, emoji included', async () => {
    const user = await createUser(t.app);
    const client = await openReady(user);
    await expect(client.send('🐰'.repeat(4000))).resolves.toEqual(['confirmed', { ts: expect.any(String) }]);
  });

  it('refuses messages past the per-connection rate, then accepts one per refill', async () => {
    await t.close();
    t = await createTestApp({ chatLimits: { burst: 3, perSecond: 20 } });
    url = await listenOnFreePort(t.app);
    const user = await createUser(t.app);
    const client = await openReady(user);
    // Only Date is faked: the bucket refills when the test moves the clock, not while a busy
    // machine is slow to deliver the four messages.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const statuses = await Promise.all(['a', 'b', 'c', 'd'].map((text) => client.send(text)));
    expect(statuses.map(([status]) => status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'refused']);
    expect(statuses[3]?.[1]).toEqual({ reason: chatMessages.tooFast });

    vi.setSystemTime(Date.now() + 1000 / 20);
    await expect(client.send('e')).resolves.toEqual(['confirmed', { ts: expect.any(String) }]);
    await expect(client.send('f')).resolves.toEqual(['refused', { reason: chatMessages.tooFast }]);
  });

  it('assigns strictly increasing ts even when clients send with skewed clocks', async () => {
    const user = await createUser(t.app);
    const future = await openReady(user);
    const past = await openReady(user);
    const sent: string[] = [];
    for (let i = 0; i < 10; i++) {
      const client = i % 2 === 0 ? future : past;
      const [, detail] = await client.send(`m${i}`, { ts: i % 2 === 0 ? '4102444800000' : '1' });
      sent.push((detail as { ts: string }).ts);
    }
    const numbers = sent.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.every((ts) => Math.abs(ts - Date.now()) < 60_000)).toBe(true);

    // Catch-up keys on the server's ts, so a device that saw m4 gets exactly m5..m9.
    const reader = await openReady(user, { lastts: sent[4] });
    expect(texts(reader)).toEqual(['m5', 'm6', 'm7', 'm8', 'm9']);
  });
});

describe('chat presence', () => {
  it("announces a user's first tab and last tab only, with a stable colour", async () => {
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const camille = await createUser(t.app, { firstName: 'Camille' });
    const watcher = await openReady(camille);

    const tab1 = await openReady(paul);
    await eventually(() => watcher.joined.length === 1, 'userjoined');
    const tab2 = await openReady(paul);
    expect(tab2.snapshots[0]?.snapshot.participants.map((p) => p.username)).toEqual(['Camille', 'Paul']);

    // Closing one of two tabs announces nothing. Proof without a sleep: once the server has handled
    // the close, a message from the other tab is the next thing the watcher receives, since
    // socket.io keeps the order of one connection.
    const watcherEvents: string[] = [];
    watcher.socket.onAny((event: string) => watcherEvents.push(event));
    const tab1Gone = serverDisconnect(t.app, tab1);
    tab1.close();
    await tab1Gone;
    const marker = new Promise((resolve) => watcher.socket.once('newmessage', resolve));
    await tab2.send('Toujours là');
    await marker;
    expect(watcherEvents).toEqual(['newmessage']);
    expect(watcher.left).toEqual([]);
    tab2.close();
    await eventually(() => watcher.left.length === 1, 'userleft');

    await openReady(paul);
    await eventually(() => watcher.joined.length === 2, 'the second userjoined');
    expect(watcher.joined[0]).toEqual({ username: 'Paul', color: expect.stringMatching(/^#/) });
    expect(watcher.joined[1]).toEqual(watcher.joined[0]);
    expect(watcher.left).toEqual(['Paul']);
    expect(watcher.joined[0]?.color).not.toBe(watcher.snapshots[0]?.snapshot.participants[0]?.color);
  });

  it('disconnects every socket of a user at once when the admin bans them', async () => {
    const admin = await adminToken(t.app);
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const camille = await createUser(t.app, { firstName: 'Camille' });
    const watcher = await openReady(camille);
    const tabs = [await openReady(paul, { reconnection: true }), await openReady(paul, { reconnection: true })];
    const reasons: string[] = [];
    for (const tab of tabs) tab.socket.on('disconnect', (reason) => reasons.push(reason));

    await postJson(t.app, '/api/admin/status', { token: admin, id: paul.id, status: AccessStatus.banned });
    await eventually(() => reasons.length === 2, 'both disconnects');
    expect(reasons).toEqual(['io server disconnect', 'io server disconnect']);
    await eventually(() => watcher.left.includes('Paul'), 'userleft');
    await expect(refusal(open(paul))).resolves.toBe(accountMessages.accessSuspended);
  });

  it('says why to a banned relative before closing the chat', async () => {
    const paul = await createUser(t.app, { firstName: 'Paul' });
    const tab = await openReady(paul);
    const told: unknown[] = [];
    tab.socket.on('accesssuspended', (notice) => told.push(notice));
    const closed = new Promise<string>((resolve) => tab.socket.once('disconnect', resolve));

    await postJson(t.app, '/api/admin/status', { token: await adminToken(t.app), id: paul.id, status: AccessStatus.banned });
    await expect(closed).resolves.toBe('io server disconnect');
    expect(told).toEqual([{ message: accountMessages.accessSuspended }]);

    // A phone that was away comes back with the ended session: told the same, flagged, not "reconnect".
    const again = open(paul);
    const refused = await new Promise<Error>((resolve) => again.socket.once('connect_error', resolve));
    expect(refused.message).toBe(accountMessages.accessSuspended);
    expect(isSuspendedRefusal(refused)).toBe(true);
  });
});
