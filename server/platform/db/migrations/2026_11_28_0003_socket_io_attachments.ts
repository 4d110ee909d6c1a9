import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // @socket.io/postgres-adapter passes packets over 8 KB (NOTIFY's limit) through this table.
  // Only nodes on PostgreSQL use the adapter: SQLite is one node.
  if (!isPostgres(db)) return;
  await sql`create table if not exists socket_io_attachments (id bigserial unique, created_at timestamptz default now(), payload bytea)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop table if exists socket_io_attachments`.execute(db);
}
