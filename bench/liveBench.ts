import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { io, type Socket } from 'socket.io-client';
import { liveNamespace } from '../shared/liveTypes.ts';
import { product } from '../shared/product.ts';
import { benchAdmin } from './liveServerProcess.ts';

// Issue 12's cost of the live connection: server memory per idle socket, bytes on the wire per
// idle socket and minute, and the delay from a publish to the event on another client. Each
// server runs alone in a child process; the bare baseline is socket.io with an empty namespace.

const SOCKETS = 300;
const IDLE_MS = 60_000;
const PUBLISHES = 20;

interface Child {
  process: ChildProcess;
  url: string;
}

async function startChild(kind: 'lapin' | 'bare'): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/liveServerProcess.ts', kind], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return { process: child, url: (JSON.parse(line) as { url: string }).url };
  }
  throw new Error(`${kind} server did not start`);
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connect(url: string, token: string | undefined): Promise<Socket> {
  const socket = io(`${url}${liveNamespace}`, {
    path: product.socketPath,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token, chatSeen: '0' },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Bytes the client's TCP socket sent and received, read from the WebSocket transport. */
function wireBytes(socket: Socket): number {
  const engine = socket.io.engine as unknown as { transport: { ws?: { _socket?: { bytesRead: number; bytesWritten: number } } } };
  const tcp = engine.transport.ws?._socket;
  return tcp ? tcp.bytesRead + tcp.bytesWritten : 0;
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: encodeURIComponent(benchAdmin.email), password: benchAdmin.password }),
  });
  return ((await response.json()) as { userToken: string }).userToken;
}

async function publish(url: string, token: string, n: number): Promise<void> {
  const form = new FormData();
  form.append('token', token);
  form.append('structure', JSON.stringify({ title: `Article ${n}`, bandeau: 'Banc', structure: [{ type: 'text', name: 'p', content: 'Texte' }] }));
  const response = await fetch(`${url}/api/article/publish`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`publish ${response.status}`);
}

interface Measured {
  rssPerSocketKb: number;
  bytesPerSocketMinute: number;
}

async function measureSockets(child: Child, token: string | undefined): Promise<Measured> {
  await settle(2000);
  const before = rssKb(child.process.pid!);
  const sockets: Socket[] = [];
  for (let n = 0; n < SOCKETS; n += 1) sockets.push(await connect(child.url, token));
  await settle(3000);
  const after = rssKb(child.process.pid!);
  const startBytes = sockets.reduce((sum, socket) => sum + wireBytes(socket), 0);
  await settle(IDLE_MS);
  const idleBytes = sockets.reduce((sum, socket) => sum + wireBytes(socket), 0) - startBytes;
  for (const socket of sockets) socket.close();
  return { rssPerSocketKb: (after - before) / SOCKETS, bytesPerSocketMinute: idleBytes / SOCKETS / (IDLE_MS / 60_000) };
}

async function measureDelay(child: Child, token: string): Promise<{ p50: number; p99: number }> {
  const watcher = await connect(child.url, token);
  const delays: number[] = [];
  for (let n = 0; n < PUBLISHES; n += 1) {
    const arrived = new Promise<number>((resolve) => watcher.once('articlepublished', () => resolve(performance.now())));
    const started = performance.now();
    await publish(child.url, token, n);
    delays.push((await arrived) - started);
  }
  watcher.close();
  delays.sort((a, b) => a - b);
  return { p50: delays[Math.floor(delays.length / 2)] ?? 0, p99: delays[Math.min(delays.length - 1, Math.floor(delays.length * 0.99))] ?? 0 };
}

export async function benchLive(): Promise<void> {
  const lapin = await startChild('lapin');
  const bare = await startChild('bare');
  try {
    const token = await login(lapin.url);
    const [lapinSockets, bareSockets] = await Promise.all([measureSockets(lapin, token), measureSockets(bare, undefined)]);
    const delay = await measureDelay(lapin, token);
    console.info(`live connection: ${SOCKETS} idle sockets per server, ${IDLE_MS / 1000} s idle, ${PUBLISHES} publishes`);
    console.info(['measure', 'lapin', 'bare'].join('\t'));
    console.info(['server memory per idle socket (KB)', lapinSockets.rssPerSocketKb.toFixed(1), bareSockets.rssPerSocketKb.toFixed(1)].join('\t'));
    console.info(['bytes per idle socket and minute', Math.round(lapinSockets.bytesPerSocketMinute), Math.round(bareSockets.bytesPerSocketMinute)].join('\t'));
    console.info(['publish → event on another client, p50 / p99 (ms)', `${delay.p50.toFixed(1)} / ${delay.p99.toFixed(1)}`, '–'].join('\t'));
  } finally {
    lapin.process.kill();
    bare.process.kill();
  }
}
