import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { isPostgres } from '../platform/db/dialect.ts';

/**
 * Makes the database refuse every insert or update on `table` with "disk full", as a full disk
 * would: the way to show that a failed write leaves neither rows nor files behind. SQLite raises
 * inside the trigger itself; PostgreSQL needs a plpgsql function for the trigger to execute.
 */
export async function refuseWrites(db: Kysely<DB>, table: keyof DB, on: 'insert' | 'update'): Promise<void> {
  const trigger = sql.id(`refuse_${on}_${table}`);
  const event = sql.raw(on === 'insert' ? 'INSERT' : 'UPDATE');
  if (isPostgres(db)) {
    await sql`CREATE OR REPLACE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`.execute(db);
    await sql`CREATE TRIGGER ${trigger} BEFORE ${event} ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION refuse_write()`.execute(db);
  } else {
    await sql`CREATE TRIGGER ${trigger} BEFORE ${event} ON ${sql.table(table)} BEGIN SELECT RAISE(ABORT, 'disk full'); END`.execute(db);
  }
}
