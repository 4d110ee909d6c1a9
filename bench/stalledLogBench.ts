import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import autocannon from 'autocannon';
import { chatConstants, type ChatMessage, type ClientToServerEvents, type MessageAckStatus, type ServerToClientEvents } from '../shared/chatTypes.ts';
import { product } from '../shared/product.ts';
import { memory, percentile } from './benchStats.ts';

// Issue 36: the server's stdout is its log, and its reader may stall (a busy journald, a full
// pipe, `npm start | less`). The log reader here is `cat > /dev/null` in its own process: the
// stall is a SIGSTOP to it, so the pipe fills as it would behind a real reader. Under the feed's
// load (50 connections) and a chat probe, the same span is measured with the reader reading and
// then stopped.

/** The log reader: its stdin is the server's stdout. */
export function startLogReader(): ChildProcess {
  return spawn('sh', ['-c', 'cat > /dev/null'], { stdio: ['pipe', 'ignore', 'inherit'] });
}

/** A free TCP port for the server (with stdout going to the reader, it cannot say which it took). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface LogPhase {
  requestsPerSecond: number;
  feedP99Ms: number;
  errors: number;
  /** Chat messages from one socket to the others, send to receipt. */
  chatP99Ms: number;
  chatDeliveries: number;
  /** The server's RSS at the end of the span, less at its start. */
  rssGrowthMB: number;
}

export interface StalledLogBench {
  seconds: { reading: number; stalled: number };
  reading: LogPhase;
  stalled: LogPhase;
  throughputRatio: number;
  chatP99Ratio: number;
}

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function openChat(url: string, token: string): Promise<ChatSocket> {
  const socket: ChatSocket = io(url, {
    ...chatConstants.socketOptions,
    path: product.socketPath,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token, lastts: chatConstants.initialLastts },
  });
  return new Promise((resolve, reject) => {
    socket.once('initializechat', () => resolve(socket));
    socket.once('connect_error', reject);
    socket.connect();
  });
}

// Four sockets, each sending 4 messages a second: under the chat's own rate limit (5 a second).
const CHAT_SOCKETS = 4;
const CHAT_EVERY_MS = 250;

/** Chat round trips for `seconds`: each message's time from its send to its receipt by every other socket. */
async function chatProbe(url: string, token: string, seconds: number, tag: string): Promise<number[]> {
  const sockets = await Promise.all(Array.from({ length: CHAT_SOCKETS }, () => openChat(url, token)));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  for (const socket of sockets) {
    socket.on('newmessage', (message: ChatMessage) => {
      const started = sentAt.get(message.message);
      if (started !== undefined) latencies.push(performance.now() - started);
    });
  }
  let n = 0;
  const timers = sockets.map((socket, index) =>
    setInterval(() => {
      const text = `${tag}-${index}-${(n += 1)}`;
      sentAt.set(text, performance.now());
      socket.emit('message', { message: encodeURIComponent(text), ts: String(Date.now()), token: '' }, (_status: MessageAckStatus) => undefined);
    }, CHAT_EVERY_MS),
  );
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  for (const timer of timers) clearInterval(timer);
  // The last messages' receipts, at most a second.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const socket of sockets) socket.disconnect();
  return latencies;
}

async function phase(url: string, token: string, pid: number, seconds: number, tag: string): Promise<LogPhase> {
  const rssBefore = await memory(pid);
  const [feed, chat] = await Promise.all([
    autocannon({
      url: `${url}/api/article/load`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      connections: 50,
      duration: seconds,
    }),
    chatProbe(url, token, seconds, tag),
  ]);
  const rssAfter = await memory(pid);
  return {
    requestsPerSecond: Math.round(feed.requests.average),
    feedP99Ms: feed.latency.p99,
    errors: feed.errors + feed.non2xx,
    chatP99Ms: chat.length === 0 ? Number.NaN : Math.round(percentile(chat, 99) * 10) / 10,
    chatDeliveries: chat.length,
    rssGrowthMB: Math.round((rssAfter - rssBefore) / 1024 / 1024),
  };
}

/**
 * The same load for the same span with the log reader reading, then stopped for `stalledSeconds`
 * (60 by default; STALL_SECONDS shortens it for a quick look). Each span's chat p99 comes from
 * its own samples, about 48 a second: a short span gives a noisy one.
 */
export async function benchStalledLog(url: string, token: string, pid: number, reader: ChildProcess, { stalledSeconds = 60, readingSeconds = stalledSeconds }: { stalledSeconds?: number; readingSeconds?: number } = {}): Promise<StalledLogBench> {
  const reading = await phase(url, token, pid, readingSeconds, 'lu');
  reader.kill('SIGSTOP');
  let stalled: LogPhase;
  try {
    stalled = await phase(url, token, pid, stalledSeconds, 'bloque');
  } finally {
    reader.kill('SIGCONT');
  }
  return {
    seconds: { reading: readingSeconds, stalled: stalledSeconds },
    reading,
    stalled,
    throughputRatio: Math.round((stalled.requestsPerSecond / reading.requestsPerSecond) * 100) / 100,
    chatP99Ratio: Math.round((stalled.chatP99Ms / reading.chatP99Ms) * 100) / 100,
  };
}

export function stalledLogTable(result: StalledLogBench): string {
  const row = (name: string, figures: LogPhase) =>
    `  ${name.padEnd(22)} ${String(figures.requestsPerSecond).padStart(7)} req/s   feed p99 ${`${figures.feedP99Ms} ms`.padStart(7)}   chat p99 ${`${figures.chatP99Ms} ms`.padStart(8)} (${figures.chatDeliveries})   RSS ${`${figures.rssGrowthMB >= 0 ? '+' : ''}${figures.rssGrowthMB} MB`.padStart(7)}   errors ${figures.errors}`;
  return [
    `stalled log: the same load (feed 50 connections, chat ${CHAT_SOCKETS} sockets × ${1000 / CHAT_EVERY_MS}/s), stdout read, then its reader stopped (SIGSTOP)`,
    row(`reading (${result.seconds.reading} s)`, result.reading),
    row(`stalled (${result.seconds.stalled} s)`, result.stalled),
    `  throughput ${result.throughputRatio}x (goal ≥ 0.9)   chat p99 ${result.chatP99Ratio}x (goal ≤ 1.5)   RSS growth while stalled ${result.stalled.rssGrowthMB} MB (goal ≤ 64)`,
  ].join('\n');
}
