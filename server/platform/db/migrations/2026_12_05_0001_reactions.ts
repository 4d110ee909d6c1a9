import type { Kysely } from 'kysely';
import { idColumn } from '../columns.ts';

// Issue 25's reactions: one row per (kind, item, account, emoji), unique, so a relative counts
// once whatever node their toggles land on. `item` is the key the server looks rows up by (an
// article's, comment's or album item's row id, a video's id, a message's ts); beside it, the one
// column naming the item's own row, whose foreign key takes its reactions away with it, whatever
// deletes it (a route, an album's removal, a video's, the chat's trimming).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reactions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('item', 'text', (column) => column.notNull())
    .addColumn('account_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('emoji', 'text', (column) => column.notNull())
    .addColumn('ts', 'bigint', (column) => column.notNull())
    .addColumn('article_id', 'integer', (column) => column.references('articles.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (column) => column.references('comments.id').onDelete('cascade'))
    .addColumn('photo_id', 'integer', (column) => column.references('album_images.id').onDelete('cascade'))
    .addColumn('video_id', 'text', (column) => column.references('videos.id').onDelete('cascade'))
    .addColumn('message_ts', 'bigint', (column) => column.references('chat_messages.ts').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('reactions_one_each').on('reactions').columns(['kind', 'item', 'account_id', 'emoji']).unique().execute();
  // The cascades look rows up by these.
  for (const column of ['article_id', 'comment_id', 'photo_id', 'video_id', 'message_ts']) {
    await db.schema.createIndex(`reactions_${column}`).on('reactions').column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reactions').execute();
}
