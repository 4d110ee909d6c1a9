import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { surviveDroppedConnections } from './databaseUnavailable.ts';
import { migrationList } from './migrationList.ts';
import type { DB } from './schema.ts';

export const DATABASE_FILE = 'lapin.sqlite';

/** Where the data lives: PostgreSQL when `databaseUrl` is set, otherwise `${dataDir}/lapin.sqlite`. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl: string | null;
}

/** `onConnectionLost` hears PostgreSQL connections that drop (the query that needed one fails anyway). */
export function openDatabase(location: DatabaseLocation, onConnectionLost: (error: Error) => void = () => undefined): Kysely<DB> {
  return location.databaseUrl === null ? openSqliteDatabase(location.dataDir) : openPostgresDatabase(location.databaseUrl, POSTGRES_POOL_SIZE, onConnectionLost);
}

export function openSqliteDatabase(dataDir: string): Kysely<DB> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL, not NORMAL: in WAL mode NORMAL syncs only at checkpoints, so a commit already
  // acknowledged (a publish, a comment, a chat message) survives kill -9 but can vanish in a power
  // cut. FULL syncs the WAL at every commit; the chat's group commit (chat/chatDelivery.ts) stores
  // a burst of messages in one transaction, so one sync serves them all.
  sqlite.pragma('synchronous = FULL');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

// int8 (bigint: the epoch-millisecond columns, count(*)) arrives as a string by default, because
// it may exceed 2^53. The app's values are milliseconds and row counts, far below that.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/** Connections per node: enough for a family's requests, well under PostgreSQL's default 100. */
export const POSTGRES_POOL_SIZE = 10;

/** How long a query waits for a connection: a database that does not answer gets a 503, not a hang. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

export function openPostgresDatabase(url: string, poolSize = POSTGRES_POOL_SIZE, onConnectionLost: (error: Error) => void = () => undefined): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
  surviveDroppedConnections(pool, onConnectionLost);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

const STATEMENT_CACHE_SIZE = 500;

const nothingToRollBack = { reader: false, all: () => [], run: () => ({ changes: 0, lastInsertRowid: 0 }), iterate: () => [][Symbol.iterator]() };

/**
 * Kysely's SQLite driver prepares every query anew, which was the largest single cost of a feed
 * call (13 % of the server's CPU under load). The app's queries are a few dozen shapes, so their
 * prepared statements are kept by SQL text. better-sqlite3 runs a statement to completion
 * synchronously (the app never streams), so a cached one is never busy when it is reused.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      // SQLite rolls a transaction back by itself on some errors, SQLITE_FULL among them: Kysely's
      // own rollback then failed with "no transaction is active", and that error hid the real one
      // (a full disk answered a bare 500). A rollback with nothing left to undo does nothing.
      if (sql === 'rollback' && !sqlite.inTransaction) return nothingToRollBack;
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

// A static provider: migrations ship inside the code, not found by scanning a folder at run time.
const provider: MigrationProvider = { getMigrations: async () => migrationList };

/** Several nodes may start at once: Kysely's Migrator takes a lock (on PostgreSQL an advisory
 * transaction lock), so one runs the migrations and the others then find nothing left to do. */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  let upToDate: boolean;
  try {
    upToDate = await appliedExactly(db);
  } catch (error) {
    if (!isMissingTable(error)) throw migrationFailed('', error);
    upToDate = false;
  }
  if (upToDate) return;
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) throw migrationFailed(failed?.migrationName ?? '', error);
}

function migrationFailed(migrationName: string, cause: unknown): Error {
  return new Error(`La migration de la base ${migrationName} a échoué`, { cause });
}

// Every start but the first after an upgrade finds each migration applied. The Migrator learns
// that through a dozen catalogue queries, its lock tables and a transaction (a fifth of a second
// on a fresh PostgreSQL connection); one read of its table says the same. Any difference (a
// migration to run, or one this code does not know) goes through the Migrator as before.
async function appliedExactly(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = rows.map((row) => row.name).sort();
  const known = Object.keys(migrationList).sort();
  return applied.length === known.length && applied.every((name, index) => name === known[index]);
}

/** A database never migrated: PostgreSQL's undefined_table, SQLite's "no such table". */
function isMissingTable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as Error & { code?: string }).code === '42P01' || error.message.startsWith('no such table');
}
