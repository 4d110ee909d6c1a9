import type { Kysely } from 'kysely';
import { idColumn } from '../columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('articles')
    // Ids only grow (AUTOINCREMENT / identity): the feed pages by id, newest first.
    .addColumn('id', 'integer', idColumn(db))
    // The writer is an account, not a name: edit and delete rights follow the id.
    .addColumn('writer_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ts', 'bigint', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('bandeau', 'text', (column) => column.notNull())
    // JSON list of {type, name, content}; image contents are ImageStore names.
    .addColumn('structure', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('articles').execute();
}
