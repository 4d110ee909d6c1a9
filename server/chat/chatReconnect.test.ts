import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { chatClient, connected, eventually, listenOnFreePort, serverDisconnect, type ChatClient } from '../testing/chatClient.ts';
import { createTestStorage, createUser, type TestStorage } from '../testing/testApp.ts';

// Modelled on socket.io's own reconnection tests: the server drops a client's transport while
// others keep talking, and the client must come back with every message exactly once.

const clients: ChatClient[] = [];
const apps: FastifyInstance[] = [];
const storages: TestStorage[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  for (const client of clients.splice(0)) client.close();
  for (const app of apps.splice(0)) await app.close();
  for (const storage of storages.splice(0)) await storage.remove();
});

async function start(kept?: TestStorage) {
  const storage = kept ?? (await createTestStorage('lapin-chat-'));
  if (!kept) storages.push(storage);
  const app = await buildApp(storage.config({ chatLimits: { burst: 1000, perSecond: 1000 } }));
  apps.push(app);
  return { app, storage, url: await listenOnFreePort(app) };
}

function open(url: string, token: string | null, options: Parameters<typeof chatClient>[1] = {}) {
  const client = chatClient(url, { token: token ?? undefined, ...options });
  clients.push(client);
  return client;
}

async function ready(client: ChatClient) {
  await connected(client);
  await eventually(() => client.snapshots.length > 0, 'the first snapshot');
  return client;
}

/** Closes the client's transport from the server side, as a dropped network would. */
function dropTransport(app: FastifyInstance, client: ChatClient) {
  const id = client.socket.id;
  if (id) app.chatIo.sockets.sockets.get(id)?.conn.close();
}

const tsOf = (client: ChatClient) => client.received.map((message) => message.ts);

describe('chat reconnection', () => {
  it('loses and duplicates nothing when a client is dropped again and again while others send', async () => {
    const { app, url } = await start();
    const [a, b, c] = [await createUser(app), await createUser(app), await createUser(app)];
    const senders = [await ready(open(url, a.token)), await ready(open(url, b.token))];
    const reader = await ready(open(url, c.token, { reconnection: true }));
    let reconnections = 0;
    reader.socket.io.on('reconnect', () => (reconnections += 1));

    const confirmed: string[] = [];
    const send = async (sender: ChatClient, text: string) => {
      const [status, detail] = await sender.send(text);
      if (status !== 'confirmed' || !detail || !('ts' in detail)) throw new Error(`refused: ${text}`);
      confirmed.push(detail.ts);
    };
    let drops = 0;
    for (let i = 0; i < 80; i++) {
      // Every 16 rounds, once the reader is back and live from the previous drop, its transport is
      // dropped while two sends are in flight; the rounds after it run while it reconnects.
      const drop = i % 16 === 8;
      if (drop) {
        await eventually(() => reconnections === drops && reader.snapshots.length === drops + 1, `the reader back after drop ${drops}`);
      }
      // Two senders in flight at once, as real conversations interleave.
      await Promise.all([send(senders[0]!, `a${i}`), send(senders[1]!, `b${i}`), drop ? dropTransport(app, reader) : undefined]);
      if (drop) drops += 1;
    }

    await eventually(() => new Set(tsOf(reader)).size === confirmed.length, 'the reader to catch up', 10_000);
    expect(drops).toBe(5);
    expect(reconnections).toBe(drops);
    expect(reader.snapshots.filter((s) => s.event === 'retrievechat').length).toBe(reconnections);
    // Exactly once each, in server order.
    expect(tsOf(reader)).toEqual([...confirmed].sort((x, y) => Number(x) - Number(y)));
  });

  it('catches up after a server restart on the same DATA_DIR, and keeps ts increasing', async () => {
    const first = await start();
    const user = await createUser(first.app);
    const writer = await ready(open(first.url, user.token));
    const sent: string[] = [];
    for (const text of ['avant un', 'avant deux', 'avant trois']) {
      const [, detail] = await writer.send(text);
      sent.push((detail as { ts: string }).ts);
    }
    await first.app.close();
    apps.splice(apps.indexOf(first.app), 1);

    const second = await start(first.storage);
    // The server clock stepped back an hour while it was down: ts must still grow.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 3_600_000);
    const reader = await ready(open(second.url, user.token, { lastts: sent[0] }));
    expect(reader.snapshots[0]?.event).toBe('retrievechat');
    expect(reader.received.map((m) => m.message)).toEqual(['avant deux', 'avant trois']);

    const [, detail] = await reader.send('après');
    expect(Number((detail as { ts: string }).ts)).toBe(Number(sent[2]) + 1);
  });

  it('catches up on reconnection even when the client clock is far off', async () => {
    const { app, url } = await start();
    const [a, b] = [await createUser(app), await createUser(app)];
    const sender = await ready(open(url, a.token));
    const reader = await ready(open(url, b.token, { reconnection: true }));
    // A phone whose clock is a year ahead writes its own ts into every payload; the server ignores it.
    await sender.send('un', { ts: String(Date.now() + 365 * 86_400_000) });
    await eventually(() => reader.received.length === 1, 'the first message');

    // Handshakes from now on wait for the gate, so the reader is surely away while two messages
    // are sent, and they can only reach it through the catch-up.
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    app.chatIo.use((_socket, next) => void gate.then(() => next()));
    const dropped = serverDisconnect(app, reader);
    dropTransport(app, reader);
    await dropped;
    await sender.send('deux', { ts: '1' });
    await sender.send('trois', { ts: '0' });
    openGate();
    await eventually(() => reader.received.length === 3, 'the catch-up');
    expect(reader.received.map((m) => m.message)).toEqual(['un', 'deux', 'trois']);
    expect(reader.snapshots.map((s) => s.event)).toEqual(['initializechat', 'retrievechat']);
    expect(reader.snapshots[1]?.snapshot.messages.map((m) => m.message)).toEqual(['deux', 'trois']);
  });
});
