import { execFileSync, spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { makeDataDir, startServerProcess } from '../server/testing/serverProcess.ts';
import { median, memory, round1 } from './benchStats.ts';

// Issue #26's figure: how long `npm start`'s server takes from its process start to a first
// answered request, and its resident memory once it has sat idle for 10 s, for the sources run
// through tsx (the `npm start` before the production build) and for the built server on plain node.
// Both restart a DATA_DIR that is already migrated with its admin, as a family's server restarts.

const ROUNDS = 3;
const IDLE_MS = 10_000;

const ways = {
  'tsx server/start.ts': ['node_modules/.bin/tsx', 'server/start.ts'],
  'node dist-server/start.js': [process.execPath, '--enable-source-maps', 'scripts/runBuilt.mjs', 'start'],
} as const;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The process and all its descendants (tsx's command runs the server in a child node). */
async function processTree(root: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(entry), ppid);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

async function startOnce(command: readonly string[], dataDir: string): Promise<{ startMs: number; idleMB: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      CLIENT_DIR: `${dataDir}/client`,
      SKIP_CLIENT_BUILD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '1048576',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
      if (answered) break;
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
      await delay(5);
    }
    const startMs = performance.now() - started;
    await delay(IDLE_MS);
    const sizes = await Promise.all((await processTree(child.pid!)).map((pid) => memory(pid).catch(() => 0)));
    return { startMs, idleMB: sizes.reduce((sum, size) => sum + size, 0) / 1024 / 1024 };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchStart(): Promise<void> {
  execFileSync(process.execPath, ['scripts/serverBuild.mjs'], { stdio: 'inherit' });
  const dataDir = await makeDataDir();
  try {
    // One start creates the admin and migrates; the rounds below are restarts.
    const first = await startServerProcess(dataDir);
    first.child.kill('SIGTERM');
    await first.exited;
    const figures = new Map<string, { startMs: number[]; idleMB: number[] }>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, command] of Object.entries(ways)) {
        const { startMs, idleMB } = await startOnce(command, dataDir);
        const entry = figures.get(name) ?? { startMs: [], idleMB: [] };
        entry.startMs.push(startMs);
        entry.idleMB.push(idleMB);
        figures.set(name, entry);
      }
    }
    console.info(`start: median of ${ROUNDS} alternated restarts each; start = process start to a first answered GET /healthz, RSS = the process and its children after ${IDLE_MS / 1000} s idle`);
    for (const [name, { startMs, idleMB }] of figures) {
      const starts = startMs.map(Math.round).join(', ');
      console.info(`  ${name.padEnd(26)} start ${`${Math.round(median(startMs))} ms`.padStart(8)} (${starts})   idle RSS ${round1(median(idleMB))} MB`);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
