import type { Kysely } from 'kysely';

// Issue 25's last reactions: on the comments of Lapintube's videos. Their ids are numbered apart
// from the articles' comments, so their rows are kind `comment` with the item `v<id>` (never equal
// to an article comment's plain number: the unique (kind, item, account, emoji) index still holds
// one of each per relative), and this column names the row, whose foreign key takes the reactions
// away with the comment, and with its video (whose deletion takes its comments).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reactions')
    .addColumn('video_comment_id', 'integer', (column) => column.references('video_comments.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('reactions_video_comment_id').on('reactions').column('video_comment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The rows would read as article comments' to the code before: they go with the column.
  await db.deleteFrom('reactions' as never).where('video_comment_id' as never, 'is not', null).execute();
  await db.schema.dropIndex('reactions_video_comment_id').execute();
  await db.schema.alterTable('reactions').dropColumn('video_comment_id').execute();
}
