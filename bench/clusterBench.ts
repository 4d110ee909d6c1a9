import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { AccessStatus } from '../shared/accessStatus.ts';
import type { UserRow } from '../shared/accountTypes.ts';
import { startEmbeddedPostgres } from '../server/testing/embeddedPostgres.ts';
import { benchBare, drive, type ChatBenchRun } from './chatBench.ts';
import { clusterBenchAdmin } from './clusterNode.ts';

// Issue #14's figure: chat fan-out with 50 clients spread over two nodes on one PostgreSQL, next
// to the same clients on one node of the same PostgreSQL and on bare socket.io, in one run.

export interface ClusterBench {
  bare: ChatBenchRun;
  oneNode: ChatBenchRun;
  twoNodes: ChatBenchRun;
}

interface Node {
  url: string;
  child: ChildProcess;
}

function startNode(databaseUrl: string, dataDir: string): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/clusterNode.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'client') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve({ url: (JSON.parse(line) as { url: string }).url, child });
    });
    child.once('exit', (code) => reject(new Error(`node exited (${code})`)));
  });
}

async function stopNode(node: Node): Promise<void> {
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await exited;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Relatives registered, granted and signed in through the node's own API. */
async function relatives(url: string, count: number, run: string): Promise<string[]> {
  const login = (email: string, password: string) =>
    post<{ userToken: string }>(`${url}/api/user/login`, { email: encodeURIComponent(email), password }).then((reply) => reply.userToken);
  const admin = await login(clusterBenchAdmin.email, clusterBenchAdmin.password);
  const password = 'carottes-fraiches';
  const letters = (n: number) => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(n / 26) % 26]! + 'abcdefghijklmnopqrstuvwxyz'[n % 26]!;
  const tokens: string[] = [];
  for (let n = 0; n < count; n++) {
    const firstName = `Cousin ${run} ${letters(n)}`;
    const email = `cousin.${run}.${n}@lapin.test`;
    await post(`${url}/api/user/register`, { firstName: encodeURIComponent(firstName), email: encodeURIComponent(email), password });
    const users = await post<UserRow[]>(`${url}/api/admin/getUsers`, { token: admin });
    const row = users.find((user) => user.firstName === firstName)!;
    await post(`${url}/api/admin/status`, { token: admin, id: row.id, status: AccessStatus.granted });
    tokens.push(await login(email, password));
  }
  return tokens;
}

/** Runs `nodes` nodes on a fresh database of `postgres`, drives the chat through them, stops them. */
async function benchNodes(postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>>, database: string, nodes: number, clients: number, perClient: number) {
  await postgres.createDatabase(database);
  const dataDir = await mkdtemp(join(tmpdir(), 'lapin-bench-cluster-'));
  // One after the other: the first runs the migrations.
  const started: Node[] = [];
  try {
    for (let n = 0; n < nodes; n++) started.push(await startNode(postgres.urlOf(database), dataDir));
    const tokens = await relatives(started[0]!.url, clients, nodes === 1 ? 'Un' : 'Deux');
    return await drive(
      started.map((node) => node.url),
      tokens,
      perClient,
      // Deliveries still arriving count as late, not lost: only those that never come are lost.
      30_000,
    );
  } finally {
    await Promise.all(started.map(stopNode));
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchCluster({ clients = 50, messagesPerClient = 100 } = {}): Promise<ClusterBench> {
  const postgres = await startEmbeddedPostgres();
  try {
    await benchBare(clients, 5);
    const bare = await benchBare(clients, messagesPerClient);
    const oneNode = await benchNodes(postgres, 'lapin_one', 1, clients, messagesPerClient);
    const twoNodes = await benchNodes(postgres, 'lapin_two', 2, clients, messagesPerClient);
    const result: ClusterBench = { bare, oneNode, twoNodes };
    console.info(`chat fan-out on PostgreSQL: ${clients} clients × ${messagesPerClient} messages, each to ${clients - 1} others`);
    const columns = ['deliveries', 'lost', 'duplicates', 'seconds', 'deliveriesPerSecond', 'p50Ms', 'p99Ms'] as const;
    console.info(['server', ...columns].join('\t'));
    for (const [name, run] of [['bare socket.io', bare], ['Lapin, 1 node', oneNode], ['Lapin, 2 nodes', twoNodes]] as const) {
      console.info([name, ...columns.map((column) => run[column])].join('\t'));
    }
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.info(
      `2 nodes / bare: throughput ${ratio(twoNodes.deliveriesPerSecond, bare.deliveriesPerSecond)}, p99 ${ratio(twoNodes.p99Ms, bare.p99Ms)}; ` +
        `2 nodes / 1 node: throughput ${ratio(twoNodes.deliveriesPerSecond, oneNode.deliveriesPerSecond)}, p99 ${ratio(twoNodes.p99Ms, oneNode.p99Ms)}`,
    );
    return result;
  } finally {
    await postgres.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchCluster();
  process.exit(0);
}
