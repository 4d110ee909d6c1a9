import type { Kysely } from 'kysely';
import { idColumn } from '../columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One colour per user, chosen by the server the first time they open the chat, kept for good.
  await db.schema
    .createTable('chat_colors')
    .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('color', 'text', (column) => column.notNull())
    .execute();

  // Sender name and colour are copied at send time, so history reads the same whatever happens to
  // the account later. `ts` is the server-assigned, strictly increasing catch-up key.
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('ts', 'bigint', (column) => column.notNull().unique())
    .addColumn('sender_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('sender', 'text', (column) => column.notNull())
    .addColumn('color', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_colors').execute();
}
