import type { Kysely } from 'kysely';
import { idColumn } from '../columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One VAPID key pair for every node (issue 24): the row with id 1, inserted if absent, then read.
  await db.schema
    .createTable('push_vapid')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('private_key', 'text', (column) => column.notNull())
    .execute();
  // A device's subscription. It goes with the session that made it (sign-out on that device ends
  // it) and with its account; a waiting account's, made at registration, has no session.
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('endpoint', 'text', (column) => column.notNull().unique())
    .addColumn('p256dh', 'text', (column) => column.notNull())
    .addColumn('auth', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (column) => column.references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').columns(['user_id']).execute();
  // No row: the defaults (articles, comments, accounts on; chat 'mentions').
  await db.schema
    .createTable('push_settings')
    .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('articles', 'integer', (column) => column.notNull())
    .addColumn('comments', 'integer', (column) => column.notNull())
    .addColumn('chat', 'text', (column) => column.notNull())
    .addColumn('accounts', 'integer', (column) => column.notNull())
    .execute();
  // What happened, once: the node that inserts the key makes the deliveries; the others find it taken.
  await db.schema
    .createTable('push_events')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  // The send queue: one row per (notification, subscription), held by a node's lease while it
  // sends, removed once the push service accepted it or refused it for good. A subscription that
  // goes (sign-out, ban) takes its waiting rows with it.
  await db.schema
    .createTable('push_jobs')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('subscription_id', 'integer', (column) => column.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('due', 'bigint', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('lease_node', 'text')
    .addColumn('lease_until', 'bigint')
    // 1: the subscription goes once this is sent (a waiting account's, after "Votre compte est validé").
    .addColumn('last', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('push_jobs_due').on('push_jobs').columns(['due']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_jobs').execute();
  await db.schema.dropTable('push_events').execute();
  await db.schema.dropTable('push_settings').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('push_vapid').execute();
}
