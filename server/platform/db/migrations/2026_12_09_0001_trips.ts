import type { Kysely } from 'kysely';

// Issue 39: the family's trips, the places never shown (home zones), the articles' places, and the
// places their owners hid. Dates are calendar days (`YYYY-MM-DD`): a day is read in the zone of
// each item's place (server/trips/tripDays.ts), so a trip has no zone of its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trips')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('start_date', 'text', (column) => column.notNull())
    .addColumn('end_date', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('home_zones')
    .addColumn('position', 'integer', (column) => column.primaryKey())
    .addColumn('lat', 'double precision', (column) => column.notNull())
    .addColumn('lon', 'double precision', (column) => column.notNull())
    .addColumn('radius_km', 'double precision', (column) => column.notNull())
    .execute();
  // `mode`: 'field' (the writer gave lat/lon), 'none' (the writer said no place), 'photos' (the
  // first located photo gives it, read at each answer so a photo's place counts as soon as known).
  await db.schema
    .createTable('article_places')
    .addColumn('article_id', 'integer', (column) => column.primaryKey().references('articles.id').onDelete('cascade'))
    .addColumn('mode', 'text', (column) => column.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lon', 'double precision')
    .addColumn('published_at', 'bigint', (column) => column.notNull())
    .addColumn('hidden', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // « Masquer le lieu » on a photo or a video: its row stays (its time still gives its day).
  await db.schema.alterTable('item_places').addColumn('hidden', 'integer', (column) => column.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('item_places').dropColumn('hidden').execute();
  await db.schema.dropTable('article_places').execute();
  await db.schema.dropTable('home_zones').execute();
  await db.schema.dropTable('trips').execute();
}
