import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { MIGRATED_TEMPLATE } from './postgresTemplate.ts';

// In the `server-pg` project every test app runs on a database of its own in the embedded
// PostgreSQL (testing/postgresGlobalSetup.ts); in the `server` project on SQLite in its DATA_DIR.

export interface TestDatabase {
  /** Null on SQLite. */
  url: string | null;
  drop(): Promise<void>;
}

let admin: pg.Pool | undefined;

function adminPool(url: string): pg.Pool {
  // Few connections, closed when idle: the worker must be free to exit once its files are done.
  admin ??= new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true });
  return admin;
}

/** The embedded PostgreSQL's URL in `server-pg`; undefined on SQLite, and outside Vitest (the
 * benchmarks build test apps too, and Vitest's `inject` throws there). */
function postgresAdminUrl(): string | undefined {
  try {
    return inject('postgresAdminUrl');
  } catch {
    return undefined;
  }
}

export function testsRunOnPostgres(): boolean {
  return postgresAdminUrl() !== undefined;
}

/** A fresh database for one test app in `server-pg`, already migrated unless `empty` (nothing to
 * do on SQLite, whose file the app creates in its DATA_DIR). */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const adminUrl = postgresAdminUrl();
  if (adminUrl === undefined) return { url: null, drop: async () => undefined };
  const name = `lapin_t_${randomBytes(6).toString('hex')}`;
  const pool = adminPool(adminUrl);
  await pool.query(`CREATE DATABASE ${name} TEMPLATE ${empty ? 'template0' : MIGRATED_TEMPLATE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // pg's Pool.end() resolves before its sockets are closed: terminating a connection that is
      // already leaving makes its client throw. Wait for them, then FORCE out any a failed test left.
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
