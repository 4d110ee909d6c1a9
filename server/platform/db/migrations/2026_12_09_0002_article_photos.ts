import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 40: photos uploaded ahead of their article, while the writer writes. A row lives from
  // the upload until an article names the photo (the row goes in the article's transaction, the
  // files stay as the article's) or until the sweep takes it, a grace period after the upload
  // (articlePhotosService.ts). The files are in media/articles/ under `id`. An account that goes
  // takes its waiting photos' rows with it; the sweep's orphan pass takes their files.
  await db.schema
    .createTable('article_photos')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('uploaded_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('article_photos_uploaded_at').on('article_photos').column('uploaded_at').execute();
  // Exactly once, as comments are (2026_12_04_0002): a publish sent again under the id its device
  // gave the story is stored once per writer. Nulls never collide in a unique index.
  await db.schema.alterTable('articles').addColumn('client_id', 'text').execute();
  await db.schema.createIndex('articles_writer_client_id').on('articles').columns(['writer_id', 'client_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('articles_writer_client_id').execute();
  await db.schema.alterTable('articles').dropColumn('client_id').execute();
  await db.schema.dropIndex('article_photos_uploaded_at').execute();
  await db.schema.dropTable('article_photos').execute();
}
