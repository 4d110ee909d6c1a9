import { Manager } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { product } from '../../shared/product.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { chatClient, connected, eventually, listenOnFreePort, type ChatClient } from '../testing/chatClient.ts';
import { liveClient, liveConnected, type LiveClient } from '../testing/liveClient.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '../testing/testApp.ts';
import { SOCKET_CONNECT_TIMEOUT_MS } from './socketLimits.ts';

// Issue 20: 2,000 connections that never authenticated were held up to 45 s, and one token
// opened 500 sockets. Connections must authenticate within 10 s, and an account holds at most
// MAX_SOCKETS_PER_ACCOUNT sockets (chat and live together), its oldest closed first.
let t: TestApp;
let url: string;
const opened: Array<ChatClient | LiveClient | Manager> = [];

async function start(overrides: Partial<Config>): Promise<void> {
  t = await createTestApp({ chatLimits: { burst: 1000, perSecond: 1000 }, ...overrides });
  url = await listenOnFreePort(t.app);
}
afterEach(async () => {
  for (const one of opened.splice(0)) {
    if (one instanceof Manager) one.engine?.close();
    else one.close();
  }
  await t.close();
});

const engineClients = () => t.app.chatIo.engine.clientsCount;

/** An engine.io connection that never asks for any namespace. */
function bareConnection(): Promise<Manager> {
  const manager = new Manager(url, { path: product.socketPath, transports: ['websocket'], reconnection: false, autoConnect: false });
  opened.push(manager);
  return new Promise((resolve, reject) => manager.open((error) => (error ? reject(error) : resolve(manager))));
}

const tokenOf = (user: TestUser) => {
  if (!user.token) throw new Error(`${user.firstName} has no token`);
  return user.token;
};

async function openChat(token: string): Promise<ChatClient> {
  const client = chatClient(url, { token });
  opened.push(client);
  await connected(client);
  return client;
}

async function openLive(token: string): Promise<LiveClient> {
  const client = liveClient(url, { token });
  opened.push(client);
  await liveConnected(client);
  return client;
}

/** The sockets of the account open on the server, both namespaces. */
const serverSockets = (userId: number) =>
  [...t.app.chatIo.sockets.sockets.values(), ...t.app.liveIo.sockets.values()].filter((socket) => socket.data.user?.id === userId).length;

describe('connections that never authenticate', () => {
  it('are given 10 seconds by default, not socket.io’s 45', async () => {
    await start({});
    expect(SOCKET_CONNECT_TIMEOUT_MS).toBe(10_000);
    // socket.io keeps the option in a private field; it is what closes a connection that joined no namespace.
    expect((t.app.chatIo as unknown as { _connectTimeout: number })._connectTimeout).toBe(SOCKET_CONNECT_TIMEOUT_MS);
  });

  it('are closed when they never ask for a namespace', async () => {
    await start({ socketConnectTimeoutMs: 300 });
    const manager = await bareConnection();
    const closed = new Promise<void>((resolve) => manager.engine.once('close', () => resolve()));
    expect(engineClients()).toBe(1);
    await eventually(() => engineClients() === 0, 'the server to close the bare connection', 3000);
    await closed;
  });

  it('are closed when every handshake they tried was refused', async () => {
    await start({ socketConnectTimeoutMs: 300 });
    // A real client gives up its connection after a refusal; a hostile one keeps it and retries.
    const manager = await bareConnection();
    const answers: string[] = [];
    manager.engine.on('message', (data) => answers.push(String(data)));
    manager.engine.write('0{"token":"pas-un-jeton"}');
    await eventually(() => answers.some((answer) => answer.startsWith('4')), 'the refusal (CONNECT_ERROR)');
    expect(engineClients()).toBe(1);
    await eventually(() => engineClients() === 0, 'the server to close the refused connection', 3000);
  });

  it('leave an authenticated connection alone', async () => {
    await start({ socketConnectTimeoutMs: 300 });
    const user = await createUser(t.app);
    const chat = await openChat(tokenOf(user));
    const deadline = Date.now() + 600;
    await eventually(() => Date.now() > deadline, 'twice the connect timeout', 2000);
    expect(chat.socket.connected).toBe(true);
    expect(engineClients()).toBe(1);
  });
});

describe('sockets per account', () => {
  it('reads MAX_SOCKETS_PER_ACCOUNT, 20 by default, and refuses a bad value in French', () => {
    expect(loadConfig({}).maxSocketsPerAccount).toBe(20);
    expect(loadConfig({ MAX_SOCKETS_PER_ACCOUNT: '4' }).maxSocketsPerAccount).toBe(4);
    expect(() => loadConfig({ MAX_SOCKETS_PER_ACCOUNT: '0' })).toThrow(/MAX_SOCKETS_PER_ACCOUNT doit être un nombre entier/);
  });

  it('closes the oldest sockets of an account beyond the cap, chat and live counted together', async () => {
    await start({ maxSocketsPerAccount: 3 });
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const token = tokenOf(user);
    const neighbour = await openChat(tokenOf(other));

    const first = await openChat(token);
    const second = await openLive(token);
    const third = await openChat(token);
    const firstGone = new Promise<string>((resolve) => first.socket.once('disconnect', resolve));
    const fourth = await openLive(token);
    await expect(firstGone).resolves.toBe('io server disconnect');
    expect([second.socket.connected, third.socket.connected, fourth.socket.connected]).toEqual([true, true, true]);

    const fifth = await openChat(token);
    await eventually(() => !second.socket.connected, 'the second socket to be closed');
    expect([third.socket.connected, fourth.socket.connected, fifth.socket.connected]).toEqual([true, true, true]);
    expect(serverSockets(user.id)).toBe(3);
    // Another account's sockets are its own business.
    expect(neighbour.socket.connected).toBe(true);
  });

  it('frees a place when a socket closes', async () => {
    await start({ maxSocketsPerAccount: 2 });
    const user = await createUser(t.app);
    const token = tokenOf(user);
    const first = await openChat(token);
    const second = await openLive(token);
    second.close();
    await eventually(() => serverSockets(user.id) === 1, 'the server to forget the closed socket');
    await openChat(token);
    expect(first.socket.connected).toBe(true);
    expect(serverSockets(user.id)).toBe(2);
  });

  it('keeps one token to 20 sockets by default, however many it opens', async () => {
    await start({});
    const user = await createUser(t.app);
    const token = tokenOf(user);
    const clients: Array<ChatClient | LiveClient> = [];
    for (let i = 0; i < 30; i++) clients.push(i % 2 === 0 ? await openChat(token) : await openLive(token));
    await eventually(() => serverSockets(user.id) === 20, 'the account to be down to 20 sockets');
    // The newest twenty are the ones left.
    await eventually(() => clients.slice(10).every((client) => client.socket.connected), 'the newest 20 to stay');
    await eventually(() => clients.slice(0, 10).every((client) => !client.socket.connected), 'the oldest 10 to be closed');
  });
});
