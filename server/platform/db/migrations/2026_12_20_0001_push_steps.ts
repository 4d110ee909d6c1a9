import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 39, the Web Push setting « Étapes »: null reads as on, the default of every setting.
  await db.schema.alterTable('push_settings').addColumn('steps', 'integer').execute();
  // One « Nouvelle étape » per trip, town and day, on whichever node heard it first; kept as long
  // as the trip (push_events forgets after a day, and a day's photos may arrive later than that).
  await db.schema
    .createTable('push_step_notices')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_step_notices').execute();
  await db.schema.alterTable('push_settings').dropColumn('steps').execute();
}
