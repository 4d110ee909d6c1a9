import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Presence without blips (issue 24): a relative whose last connection dropped, announced as gone
  // only once `due_at` passes with no connection of theirs back. Kept in the database, not in a
  // node's memory, so a reconnection on another node cancels it and a node that dies with it
  // pending does not lose it: any node (or the next start) settles it.
  await db.schema
    .createTable('chat_departures')
    .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('color', 'text', (column) => column.notNull())
    .addColumn('since', 'bigint', (column) => column.notNull())
    .addColumn('due_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('chat_departures_due_at').on('chat_departures').column('due_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_departures').execute();
}
