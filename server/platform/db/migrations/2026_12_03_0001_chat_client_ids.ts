import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The outbox (issue 24): a message sent again under the id its device gave it is stored once.
  // Messages without one (the spec's payload, rows from before) have null there, and nulls never
  // collide in a unique index, on SQLite as on PostgreSQL.
  await db.schema.alterTable('chat_messages').addColumn('client_id', 'text').execute();
  await db.schema.createIndex('chat_messages_sender_client_id').on('chat_messages').columns(['sender_id', 'client_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_messages_sender_client_id').execute();
  await db.schema.alterTable('chat_messages').dropColumn('client_id').execute();
}
