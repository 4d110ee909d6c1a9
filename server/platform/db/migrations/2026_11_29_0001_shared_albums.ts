import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Albums everyone adds to: on by default, as the family expects; the admin can close one.
  await db.schema
    .alterTable('albums')
    .addColumn('members_can_add', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  // Who added a photo (null for photos from before this column, and once the account row is
  // gone): that member may change its caption and delete it.
  await db.schema
    .alterTable('album_images')
    .addColumn('added_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  // SHA-256 hex of the photo's original bytes, as the phone read them before shrinking it: the
  // same photo sent twice, from any device or node, is refused by this index.
  await db.schema.alterTable('album_images').addColumn('sha256', 'text').execute();
  await db.schema
    .createIndex('album_images_album_sha256')
    .on('album_images')
    .columns(['album_id', 'sha256'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('album_images_album_sha256').execute();
  await db.schema.alterTable('album_images').dropColumn('sha256').execute();
  await db.schema.alterTable('album_images').dropColumn('added_by').execute();
  await db.schema.alterTable('albums').dropColumn('members_can_add').execute();
}
