import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An album item is a photo (its files in the album's folder) or one of Lapintube's videos.
  await db.schema
    .alterTable('album_images')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('image'))
    .execute();
  // The video an item shows. Deleting the video (from Lapintube, or with its uploader's account)
  // takes its album item in the same statement: no item is ever left pointing at nothing.
  await db.schema
    .alterTable('album_images')
    .addColumn('video_id', 'text', (column) => column.references('videos.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('album_images_video_id').on('album_images').column('video_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('album_images_video_id').execute();
  await db.schema.alterTable('album_images').dropColumn('video_id').execute();
  await db.schema.alterTable('album_images').dropColumn('kind').execute();
}
