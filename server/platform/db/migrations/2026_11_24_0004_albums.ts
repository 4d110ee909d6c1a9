import type { Kysely } from 'kysely';
import { idColumn } from '../columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('albums')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (column) => column.notNull())
    // Lowercased NFC name: "Été" and "été" are the same album for the family.
    .addColumn('name_key', 'text', (column) => column.notNull().unique())
    // Server-generated directory under media/albums; the album's name never becomes a path.
    .addColumn('folder', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('album_images')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('album_id', 'integer', (column) => column.notNull().references('albums.id').onDelete('cascade'))
    // ImageStore's UUID: the only image name a client ever sees or sends back.
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('comment', 'text', (column) => column.notNull())
    .addColumn('format', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema.createIndex('album_images_album_id_index').on('album_images').column('album_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('album_images').execute();
  await db.schema.dropTable('albums').execute();
}
