import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { DATABASE_FILE, migrateToLatest, openSqliteDatabase } from '../platform/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A SQLite file with the app's schema, that the `server` project copies into each test DATA_DIR. */
    sqliteTemplate?: string;
  }
}

/**
 * The migrations once for the whole `server` run, as `server-pg` does with its template database:
 * run for every test app, their DDL and the sync of each commit cost half a second of each app.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'lapin-sqlite-template-'));
  const db = openSqliteDatabase(dir);
  try {
    await migrateToLatest(db);
    // Everything in the main file: a copy of it alone is the whole database.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  } finally {
    await db.destroy();
  }
  project.provide('sqliteTemplate', join(dir, DATABASE_FILE));
  return () => rm(dir, { recursive: true, force: true });
}
