import type { Kysely } from 'kysely';

// Issue 39: where and when each photo and video was taken, read from its original before the
// metadata is stripped (server/places/itemCapture.ts decides what counts). `item` is the photo's
// image set name or the video's id: both are UUIDs made by the server, unique across articles,
// albums, the chat and Lapintube, so one table serves every kind without a column per table. A row
// exists only for an item with a place or a time; an item's own row (album photo, video, …) is the
// authority, so a row whose item never committed is never shown. Positions live here and nowhere
// else: never in a served file or a log line.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_places')
    .addColumn('item', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lon', 'double precision')
    .addColumn('taken_at', 'bigint')
    .addColumn('tz', 'text')
    .addColumn('recorded_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('item_places_taken_at').on('item_places').column('taken_at').execute();
  // Work done once per data dir (the places back-fill): its name, and when it finished.
  await db.schema
    .createTable('one_time_tasks')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('done_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('one_time_tasks').execute();
  await db.schema.dropIndex('item_places_taken_at').execute();
  await db.schema.dropTable('item_places').execute();
}
