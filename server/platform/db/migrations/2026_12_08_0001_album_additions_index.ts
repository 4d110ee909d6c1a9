import type { Kysely } from 'kysely';

// Issue 38: the additions' feed lines and Lapingram's count read the newest album items; the
// index finds them (and who added them) without reading the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('album_images_created_at_added_by').on('album_images').columns(['created_at', 'added_by']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('album_images_created_at_added_by').execute();
}
