import type { Kysely } from 'kysely';
import { idColumn } from '../columns.ts';

// The comments thread of Lapintube's videos (issue 23), apart from the articles' one: each row
// names one video, and goes with it (and with its writer's account) as article comments do.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('video_comments')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('video_id', 'text', (column) => column.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('writer_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ts', 'bigint', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('video_comments_video_id').on('video_comments').columns(['video_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_comments').execute();
}
