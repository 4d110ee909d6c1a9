import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { cpuMicros } from './benchStats.ts';
import { benchStalledLog, freePort, stalledLogTable, startLogReader, type StalledLogBench } from './stalledLogBench.ts';
import { makeDataDir, processAdmin, startServerProcess } from '../server/testing/serverProcess.ts';

// Issue #13's feed figure: POST /api/article/load over 2,000 articles, 50 connections, 5 s rounds,
// against the real server in a child process with its default logging (LOG_LEVEL=info, one JSON
// line per request on stdout), next to a bare Fastify route answering the same bytes.

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The server's CPU time (user and system) per answered request, in microseconds. */
  cpuMicrosPerRequest: number;
}

export interface FeedBench {
  articles: number;
  payloadBytes: number;
  lapin: LoadFigures;
  bare: LoadFigures;
  ratio: number;
  stalledLog: StalledLogBench;
}

async function hammer(url: string, token: string, seconds: number, pid: number): Promise<LoadFigures> {
  const cpuBefore = await cpuMicros(pid);
  const result = await autocannon({
    url: `${url}/api/article/load`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
    connections: 50,
    duration: seconds,
  });
  const cpu = (await cpuMicros(pid)) - cpuBefore;
  return {
    cpuMicrosPerRequest: Math.round((cpu / result.requests.total) * 10) / 10,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function publishForm(token: string, n: number): FormData {
  const form = new FormData();
  form.append('token', token);
  const structure = [{ type: 'text', name: 'paragraphe 1', content: `Jour ${n} : la plage, le marché, puis le coucher de soleil sur le port. `.repeat(3) }];
  form.append('structure', JSON.stringify({ title: `Jour ${n} en Bretagne`, bandeau: 'Le voyage de la famille', structure }));
  return form;
}

const ROUNDS = 5;

/** The round with the median request rate. */
function median(rounds: LoadFigures[]): LoadFigures {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchFeed({ articles = 2000, seconds = 25 } = {}): Promise<FeedBench> {
  const dataDir = await makeDataDir();
  const work = await mkdtemp(join(tmpdir(), 'lapin-bench-feed-'));
  // LOG_LEVEL=info is what `npm start` logs; its lines go to a pipe that another process reads
  // (cat), which the stalled-log figures then stop (bench/stalledLogBench.ts).
  // FEED_PROFILE=<dir> writes the CPU profiles of the server and of the bare route there
  // (--cpu-prof), to compare where each request's time goes.
  const profile = process.env.FEED_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FEED_PROFILE}`] : [];
  // The server as `npm start` runs it: the build (dist-server), on plain node with its flags and
  // allocator settings.
  const reader = startLogReader();
  const server = await startServerProcess(
    dataDir,
    { LOG_LEVEL: 'info', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576', PORT: String(await freePort()) },
    { nodeFlags: [...profile, '--enable-source-maps'], program: ['scripts/runBuilt.mjs', 'start'], stdoutTo: reader.stdin! },
  );
  let bareChild: ReturnType<typeof spawn> | undefined;
  try {
    const { userToken: token } = await post<{ userToken: string }>(`${server.url}/api/user/login`, {
      email: encodeURIComponent(processAdmin.email),
      password: processAdmin.password,
    });
    for (let n = 1; n <= articles; n += 1) {
      const response = await fetch(`${server.url}/api/article/publish`, { method: 'POST', body: publishForm(token, n) });
      if (response.status !== 200) throw new Error(`publish ${n}: ${response.status}`);
      await response.arrayBuffer();
    }
    const page = await fetch(`${server.url}/api/article/load`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    const payload = await page.text();
    const payloadFile = join(work, 'page.json');
    await writeFile(payloadFile, payload);

    bareChild = spawn(process.execPath, [...profile, 'bench/bareFeedServer.mjs', payloadFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    const bareUrl = await new Promise<string>((resolve) => {
      createInterface({ input: bareChild!.stdout! }).on('line', (line) => {
        const match = /(http:\/\/\S+)/.exec(line);
        if (match?.[1]) resolve(match[1]);
      });
    });

    // Warm-up for both, then rounds that alternate the two, so a quieter or busier moment of the
    // machine (bare Fastify's own figure moves by a third between runs here) falls on both; each
    // side's figure is its median round.
    await hammer(server.url, token, 2, server.child.pid!);
    await hammer(bareUrl, token, 2, bareChild.pid!);
    const lapinRounds: LoadFigures[] = [];
    const bareRounds: LoadFigures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      lapinRounds.push(await hammer(server.url, token, seconds / ROUNDS, server.child.pid!));
      bareRounds.push(await hammer(bareUrl, token, seconds / ROUNDS, bareChild.pid!));
    }
    const lapin = median(lapinRounds);
    const bare = median(bareRounds);
    const ratio = Math.round((lapin.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
    console.info(table({ articles, payloadBytes: Buffer.byteLength(payload), lapin, bare, ratio }));
    // STALL_SECONDS shortens the stall for a quick look; the figure to report is the 60 s one.
    const stalledLog = await benchStalledLog(server.url, token, server.child.pid!, reader, { stalledSeconds: Number(process.env.STALL_SECONDS ?? 60) });
    console.info(stalledLogTable(stalledLog));
    return { articles, payloadBytes: Buffer.byteLength(payload), lapin, bare, ratio, stalledLog };
  } finally {
    bareChild?.kill('SIGTERM');
    server.child.kill('SIGTERM');
    await server.exited;
    reader.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  }
}

function table(result: Omit<FeedBench, 'stalledLog'>): string {
  const row = (name: string, figures: LoadFigures) =>
    `  ${name.padEnd(14)} ${String(figures.requestsPerSecond).padStart(7)} req/s   p50 ${`${figures.p50Ms} ms`.padStart(7)}   p99 ${`${figures.p99Ms} ms`.padStart(7)}   CPU ${`${figures.cpuMicrosPerRequest} µs`.padStart(8)}/req   errors ${figures.errors}`;
  return [
    `feed: POST /api/article/load over ${result.articles} articles, 50 connections, median of ${ROUNDS} alternating rounds (page ${(result.payloadBytes / 1024).toFixed(1)} KB)`,
    row('bare Fastify', result.bare),
    row('Lapin', result.lapin),
    `  ratio ${result.ratio} (goal ≥ 0.7)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchFeed();
  process.exit(0);
}
