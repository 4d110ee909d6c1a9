import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import { migrationList } from './migrationList.ts';
import type { DB } from './schema.ts';

export const DATABASE_FILE = 'lapin.sqlite';

export function openDatabase(dataDir: string): Kysely<DB> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
}

// A static provider: migrations ship inside the code, not found by scanning a folder at run time.
const provider: MigrationProvider = { getMigrations: async () => migrationList };

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    throw new Error(`La migration de la base ${failed?.migrationName ?? ''} a échoué`, { cause: error });
  }
}
