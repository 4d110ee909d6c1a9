import type { Kysely } from 'kysely';
import { idColumn } from '../columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('comments')
    // Ids only grow: a thread reads oldest first by id.
    .addColumn('id', 'integer', idColumn(db))
    // A comment goes with its article, and with its writer's account, as articles do.
    .addColumn('article_id', 'integer', (column) => column.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('writer_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ts', 'bigint', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('comments_article_id').on('comments').columns(['article_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comments').execute();
}
