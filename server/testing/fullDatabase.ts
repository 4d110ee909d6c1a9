import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../platform/db/dialect.ts';
import type { DB } from '../platform/db/schema.ts';

/**
 * Makes the database fail writes with its own disk-full error, as on a full disk. SQLite: its
 * size is capped at today's pages, so a write that needs one more gets SQLITE_FULL. PostgreSQL
 * cannot be capped so: a trigger on `tables` raises its disk-full code (53100) instead.
 */
export async function fillDatabase(db: Kysely<DB>, tables: readonly (keyof DB)[]): Promise<void> {
  if (!isPostgres(db)) {
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql`pragma max_page_count = ${sql.raw(String(rows[0]!.page_count))}`.execute(db);
    return;
  }
  await sql`CREATE OR REPLACE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file' USING ERRCODE = 'disk_full'; END $$`.execute(db);
  for (const table of tables) {
    await sql`CREATE TRIGGER ${sql.id(`disk_full_${table}`)} BEFORE INSERT ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION disk_full()`.execute(db);
  }
}
