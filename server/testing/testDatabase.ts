import { randomBytes } from 'node:crypto';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import { DATABASE_FILE } from '../platform/db/database.ts';
import { MIGRATED_TEMPLATE } from './postgresTemplate.ts';
import { databaseReuse, type DatabaseReuse } from './reusedDatabases.ts';

// In the `server-pg` project every test app runs on a database of its own in the embedded
// PostgreSQL (testing/postgresGlobalSetup.ts); in the `server` project on SQLite in its DATA_DIR,
// a copy of the file migrated once (testing/sqliteGlobalSetup.ts).

export interface TestDatabase {
  /** Null on SQLite. */
  url: string | null;
  drop(): Promise<void>;
}

let admin: pg.Pool | undefined;
let reuse: DatabaseReuse | undefined;

function adminPool(url: string): pg.Pool {
  // Few connections, closed when idle: the worker must be free to exit once its files are done.
  admin ??= new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true });
  return admin;
}

/** What the project's global setup provides; undefined outside Vitest (the benchmarks build test
 * apps too, and Vitest's `inject` throws there). */
function provided(key: 'postgresAdminUrl' | 'sqliteTemplate'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** The embedded PostgreSQL's URL in `server-pg`; undefined on SQLite. */
function postgresAdminUrl(): string | undefined {
  return provided('postgresAdminUrl');
}

export function testsRunOnPostgres(): boolean {
  return postgresAdminUrl() !== undefined;
}

/** A fresh database for one test app, already migrated unless `empty`: in `server-pg` a database
 * of its own; on SQLite the migrated file copied into `dataDir` when one is given (without, or
 * outside Vitest, the app creates and migrates its file itself). */
export async function createTestDatabase({ empty = false, dataDir }: { empty?: boolean; dataDir?: string } = {}): Promise<TestDatabase> {
  const adminUrl = postgresAdminUrl();
  if (adminUrl === undefined) {
    const template = provided('sqliteTemplate');
    if (!empty && dataDir !== undefined && template !== undefined) await copyFile(template, join(dataDir, DATABASE_FILE));
    return { url: null, drop: async () => undefined };
  }
  const pool = adminPool(adminUrl);
  const urlOf = (database: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const dropDatabase = async (database: string) => {
    await pool.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  reuse ??= databaseReuse(urlOf, dropDatabase);
  let name = empty ? undefined : await reuse.take();
  if (name === undefined) {
    name = `lapin_t_${randomBytes(6).toString('hex')}`;
    await pool.query(`CREATE DATABASE ${name} TEMPLATE ${empty ? 'template0' : MIGRATED_TEMPLATE}`);
    if (!empty) await reuse.learn(name);
  }
  const database = name;
  return {
    url: urlOf(database),
    async drop() {
      // pg's Pool.end() resolves before its sockets are closed: terminating a connection that is
      // already leaving makes its client throw. Wait for them, then FORCE out any a failed test left.
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
        if (rows[0]?.n === 0) {
          // Nobody left on it: the next test of this worker gets it, emptied (reusedDatabases.ts).
          if (!empty) {
            reuse?.keep(database);
            return;
          }
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropDatabase(database);
    },
  };
}
