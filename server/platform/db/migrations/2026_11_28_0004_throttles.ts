import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Sign-in, reset-code and registration throttling, shared by every node: one row per key (an
  // address, or an account seen from an address) with its state as JSON, dropped once expired.
  await db.schema
    .createTable('throttle_entries')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('throttle_entries_expiry').on('throttle_entries').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_entries').execute();
}
