import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every running node, with the last time it said it was alive: presence rows of a node that
  // stopped saying so (killed, unplugged) stop counting, and the next sweep removes them.
  await db.schema
    .createTable('cluster_nodes')
    .addColumn('node_id', 'text', (column) => column.primaryKey())
    .addColumn('seen_at', 'bigint', (column) => column.notNull())
    .execute();

  // One row per open chat connection, whichever node holds it: a relative is in the chat while
  // any of their tabs is, on any node.
  await db.schema
    .createTable('chat_presence')
    .addColumn('socket_id', 'text', (column) => column.primaryKey())
    .addColumn('node_id', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('color', 'text', (column) => column.notNull())
    .addColumn('since', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('chat_presence_user').on('chat_presence').column('user_id').execute();
  await db.schema.createIndex('chat_presence_node').on('chat_presence').column('node_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_presence').execute();
  await db.schema.dropTable('cluster_nodes').execute();
}
