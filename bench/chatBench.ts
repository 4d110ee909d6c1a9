import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import {
  chatConstants,
  type ChatMessage,
  type ClientToServerEvents,
  type MessageAckStatus,
  type MessageConfirmation,
  type MessageRefusal,
  type OutgoingMessage,
  type ServerToClientEvents,
} from '../shared/chatTypes.ts';
import { reactionEmoji, type ReactionEvent, type ReactionToggleBody } from '../shared/reactionTypes.ts';
import { product } from '../shared/product.ts';
import { createTestApp, createUser } from '../server/testing/testApp.ts';

// Fan-out of the real chat server (auth, validation, SQLite insert, catch-up bookkeeping) next to a
// bare socket.io broadcast server (no auth, no storage), driven by the same 50 clients in one run.
// Issue 25: with reactions flowing, one ❤️ for every 4 messages, toggled over HTTP as the app does
// and spread to every chat socket (the bare server answers the same call and broadcasts it).

export interface ChatBenchRun {
  clients: number;
  messages: number;
  reactions: number;
  /** Each message goes to every other client; each reaction to every client. */
  expectedDeliveries: number;
  deliveries: number;
  lost: number;
  duplicates: number;
  seconds: number;
  deliveriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface ChatBench {
  lapin: ChatBenchRun;
  bare: ChatBenchRun;
  /** lapin ÷ bare deliveries per second. */
  throughputRatio: number;
  p99Ratio: number;
}

type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function connectClient(url: string, token: string | undefined): Promise<BenchSocket> {
  const socket: BenchSocket = io(url, {
    ...chatConstants.socketOptions,
    path: product.socketPath,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token, lastts: chatConstants.initialLastts },
  });
  return new Promise((resolve, reject) => {
    // Lapin answers a connection with its history: a client counts as in the room once it has
    // it, since what is sent before then reaches it inside the history, not as `newmessage`.
    if (token === undefined) socket.once('connect', () => resolve(socket));
    else socket.once('initializechat', () => resolve(socket));
    socket.once('connect_error', reject);
    socket.connect();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function sendMessage(socket: BenchSocket, payload: OutgoingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.timeout(10_000).emit('message', payload, (error: Error | null, status: MessageAckStatus, detail?: MessageConfirmation | MessageRefusal) => {
      if (error) reject(error);
      else if (status !== chatConstants.confirmed || !detail || !('ts' in detail)) reject(new Error(`message ${payload.message} answered ${status}`));
      else resolve(detail.ts);
    });
  });
}

async function toggleReaction(url: string, body: ReactionToggleBody): Promise<void> {
  const response = await fetch(`${url}/api/reaction/toggle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`reaction on ${body.id} answered ${response.status}`);
}

/**
 * Every client sends `perClient` messages, each waiting for its ack (a closed loop per client),
 * and after every `reactEvery`-th one toggles a reaction on it (0: none).
 * With several URLs (nodes), client i connects to the i-th one in turn.
 */
export async function drive(urls: string | string[], tokens: (string | undefined)[], perClient: number, drainMs = 5000, reactEvery = 0): Promise<ChatBenchRun> {
  const nodes = typeof urls === 'string' ? [urls] : urls;
  const sockets = await Promise.all(tokens.map((token, index) => connectClient(nodes[index % nodes.length]!, token)));
  const sentAt = new Map<string, number>();
  const reactedAt = new Map<string, number>();
  const latencies: number[] = [];
  let duplicates = 0;
  // What each client heard, by `m:<text>` for a message and `r:<ts>` for a reaction.
  const seen = sockets.map(() => new Set<string>());
  const heard = (index: number, key: string, started: number | undefined) => {
    if (started === undefined) return;
    if (seen[index]!.has(key)) duplicates += 1;
    else seen[index]!.add(key);
    latencies.push(performance.now() - started);
  };
  sockets.forEach((socket, index) => {
    socket.on('newmessage', (message: ChatMessage) => heard(index, `m:${message.message}`, sentAt.get(message.message)));
    socket.on('reaction', (event: ReactionEvent) => heard(index, `r:${event.id}`, reactedAt.get(event.id)));
  });

  const reactionsPerClient = reactEvery > 0 ? Math.floor(perClient / reactEvery) : 0;
  const expectedDeliveries = sockets.length * perClient * (sockets.length - 1) + sockets.length * reactionsPerClient * sockets.length;
  const started = performance.now();
  await Promise.all(
    sockets.map(async (socket, client) => {
      for (let n = 0; n < perClient; n++) {
        const text = `c${client}-m${n}`;
        const payload: OutgoingMessage = { message: encodeURIComponent(text), ts: String(Date.now()), token: '' };
        sentAt.set(text, performance.now());
        const ts = await sendMessage(socket, payload);
        if (reactEvery > 0 && (n + 1) % reactEvery === 0) {
          reactedAt.set(ts, performance.now());
          await toggleReaction(nodes[client % nodes.length]!, { token: tokens[client] ?? '', kind: 'message', id: ts, emoji: reactionEmoji[0] });
        }
      }
    }),
  );
  // Let the last broadcasts land; stop early once everything arrived.
  const deadline = performance.now() + drainMs;
  while (latencies.length - duplicates < expectedDeliveries && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.disconnect();

  const deliveries = latencies.length - duplicates;
  latencies.sort((a, b) => a - b);
  return {
    clients: sockets.length,
    messages: sockets.length * perClient,
    reactions: sockets.length * reactionsPerClient,
    expectedDeliveries,
    deliveries,
    lost: expectedDeliveries - deliveries,
    duplicates,
    seconds: Number(seconds.toFixed(2)),
    deliveriesPerSecond: Math.round(deliveries / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
  };
}

/** The real chat server, listening, with `clients` signed-in relatives. */
async function startLapin(clients: number) {
  // The per-connection rate limit (20 at once, 5/s) is lifted: this measures the fan-out itself.
  const t = await createTestApp({ chatLimits: { burst: 1_000_000, perSecond: 1_000_000 } });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const tokens: string[] = [];
  for (let i = 0; i < clients; i++) tokens.push((await createUser(t.app)).token!);
  return { url, tokens, close: () => t.close() };
}

/** A socket.io broadcast server with no auth and no storage; a reaction call is broadcast as is. */
async function startBare() {
  const http = createServer();
  const ioServer = new Server<ClientToServerEvents, ServerToClientEvents>(http, { path: product.socketPath, serveClient: false });
  http.on('request', (request, response) => {
    if (request.url !== '/api/reaction/toggle') return;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as ReactionToggleBody;
      const reactions = [{ emoji: body.emoji, count: 1, mine: false, by: ['bare'] }];
      ioServer.emit('reaction', { kind: body.kind, id: body.id, reactions });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ reactions }));
    });
  });
  let ts = Date.now();
  ioServer.on('connection', (socket) => {
    socket.on('message', (payload, ack) => {
      const message = { message: decodeURIComponent(payload.message), sender: 'bare', ts: String(++ts), color: '#e57373' };
      ack('confirmed', { ts: message.ts });
      socket.broadcast.emit('newmessage', message);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => ioServer.close() };
}

export async function benchBare(clients: number, perClient: number): Promise<ChatBenchRun> {
  const bare = await startBare();
  try {
    return await drive(bare.url, Array.from({ length: clients }, () => undefined), perClient);
  } finally {
    await bare.close();
  }
}

const ROUNDS = 5;

/** The round with the median delivery rate, and the median p99 of the rounds. */
function median(rounds: ChatBenchRun[]): ChatBenchRun {
  const middle = Math.floor(rounds.length / 2);
  const byRate = [...rounds].sort((a, b) => a.deliveriesPerSecond - b.deliveriesPerSecond);
  const p99s = rounds.map((run) => run.p99Ms).sort((a, b) => a - b);
  return { ...byRate[middle]!, p99Ms: p99s[middle]! };
}

export async function benchChat({ clients = 50, messagesPerClient = 60, reactEvery = 4 } = {}): Promise<ChatBench> {
  const lapinServer = await startLapin(clients);
  const bareServer = await startBare();
  const bareTokens = Array.from({ length: clients }, () => undefined);
  try {
    // A short discarded run of each warms the JIT of the clients, socket.io and the server.
    await drive(bareServer.url, bareTokens, 5, 5000, reactEvery);
    await drive(lapinServer.url, lapinServer.tokens, 5, 5000, reactEvery);
    // Rounds alternate the two, so a busier moment of the machine falls on both; each side's
    // figure is its median round (bare socket.io's own rate moves by a fifth between runs here).
    const lapinRounds: ChatBenchRun[] = [];
    const bareRounds: ChatBenchRun[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRounds.push(await drive(bareServer.url, bareTokens, messagesPerClient, 5000, reactEvery));
      lapinRounds.push(await drive(lapinServer.url, lapinServer.tokens, messagesPerClient, 5000, reactEvery));
    }
    const lapin = median(lapinRounds);
    const bare = median(bareRounds);
    const result: ChatBench = {
      lapin,
      bare,
      throughputRatio: Number((lapin.deliveriesPerSecond / bare.deliveriesPerSecond).toFixed(2)),
      p99Ratio: Number((lapin.p99Ms / bare.p99Ms).toFixed(2)),
    };
    const lost = lapinRounds.reduce((sum, run) => sum + run.lost + run.duplicates, 0);
    const reactions = reactEvery > 0 ? `, a reaction every ${reactEvery} messages (to all ${clients})` : '';
    console.info(`chat fan-out: ${clients} clients × ${messagesPerClient} messages, each to ${clients - 1} others${reactions}, median of ${ROUNDS} alternating rounds`);
    const columns = ['reactions', 'deliveries', 'lost', 'duplicates', 'seconds', 'deliveriesPerSecond', 'p50Ms', 'p99Ms'] as const;
    console.info(['server', ...columns].join('\t'));
    for (const [name, run] of [['lapin', lapin], ['bare', bare]] as const) {
      console.info([name, ...columns.map((column) => run[column])].join('\t'));
    }
    console.info(`lapin/bare throughput ${result.throughputRatio}, p99 ${result.p99Ratio} (goal ≥ 0.85, p99 ≤ 1.5); lost or doubled in all Lapin rounds: ${lost}`);
    return result;
  } finally {
    await bareServer.close();
    await lapinServer.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchChat();
  process.exit(0);
}
