import type { Kysely } from 'kysely';

// Issue 42: the trip's book, one row per PDF asked for. A row is also its job (platform/jobs):
// `lease_node`/`lease_until` say which node makes it, so a book survives a restart and two nodes
// never make the same one. `options` is JSON ({ chatPhotos, bleed }).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('books')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('trip_id', 'text', (column) => column.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('format', 'text', (column) => column.notNull())
    .addColumn('from_day', 'integer')
    .addColumn('to_day', 'integer')
    .addColumn('options', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('progress', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('pages', 'integer')
    .addColumn('bytes', 'bigint')
    .addColumn('message', 'text')
    .addColumn('created_by', 'integer')
    .addColumn('lease_node', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('books_trip').on('books').column('trip_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('books').execute();
}
