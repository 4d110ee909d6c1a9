import type { Kysely, Selectable } from 'kysely';
import type { CommentsTable, DB, VideoCommentsTable } from '../platform/db/schema.ts';
import { inTransaction, indexArticleComment, indexVideoComment } from '../search/searchEntries.ts';

export type CommentRecord = Omit<Selectable<CommentsTable>, 'client_id'> & { writer: string };
export type VideoCommentRecord = Omit<Selectable<VideoCommentsTable>, 'client_id'> & { writer: string };

/** Accepts a transaction too, so a service can run several calls atomically. */
export function commentsRepository(db: Kysely<DB>) {
  const withWriter = () =>
    db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.writer_id')
      .select(['comments.id', 'comments.article_id', 'comments.writer_id', 'comments.ts', 'comments.text', 'users.first_name as writer']);

  return {
    async insert(values: { article_id: number; writer_id: number; ts: number; text: string; client_id: string | null }): Promise<number> {
      // Issue 41: the comment and its search entry commit together.
      return inTransaction(db, async (trx) => {
        const { id } = await trx.insertInto('comments').values(values).returning('id').executeTakeFirstOrThrow();
        await indexArticleComment(trx, id);
        return id;
      });
    },

    findById(id: number): Promise<CommentRecord | undefined> {
      return withWriter().where('comments.id', '=', id).executeTakeFirst();
    },

    /** The comment a writer already sent under that device id, if it is stored. */
    byClientId(writerId: number, clientId: string): Promise<CommentRecord | undefined> {
      return withWriter().where('comments.writer_id', '=', writerId).where('comments.client_id', '=', clientId).executeTakeFirst();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('comments').where('id', '=', id).execute();
    },

    /** The comments of several articles in one query, oldest first within each article. */
    async forArticles(articleIds: readonly number[]): Promise<Map<number, CommentRecord[]>> {
      const byArticle = new Map<number, CommentRecord[]>(articleIds.map((id) => [id, []]));
      if (articleIds.length === 0) return byArticle;
      const records = await withWriter().where('comments.article_id', 'in', articleIds).orderBy('comments.id', 'asc').execute();
      for (const record of records) byArticle.get(record.article_id)?.push(record);
      return byArticle;
    },
  };
}

/** The threads of Lapintube's videos, the same calls as `commentsRepository` over `video_comments`. */
export function videoCommentsRepository(db: Kysely<DB>) {
  const withWriter = () =>
    db
      .selectFrom('video_comments')
      .innerJoin('users', 'users.id', 'video_comments.writer_id')
      .select([
        'video_comments.id',
        'video_comments.video_id',
        'video_comments.writer_id',
        'video_comments.ts',
        'video_comments.text',
        'users.first_name as writer',
      ]);

  return {
    async insert(values: { video_id: string; writer_id: number; ts: number; text: string; client_id: string | null }): Promise<number> {
      return inTransaction(db, async (trx) => {
        const { id } = await trx.insertInto('video_comments').values(values).returning('id').executeTakeFirstOrThrow();
        await indexVideoComment(trx, id);
        return id;
      });
    },

    findById(id: number): Promise<VideoCommentRecord | undefined> {
      return withWriter().where('video_comments.id', '=', id).executeTakeFirst();
    },

    byClientId(writerId: number, clientId: string): Promise<VideoCommentRecord | undefined> {
      return withWriter().where('video_comments.writer_id', '=', writerId).where('video_comments.client_id', '=', clientId).executeTakeFirst();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('video_comments').where('id', '=', id).execute();
    },

    /** The video a comment would hang under; in a transaction, so a comment never lands under a deleted video. */
    findVideo(videoId: string) {
      return db.selectFrom('videos').select(['status', 'uploader_id']).where('id', '=', videoId).executeTakeFirst();
    },

    /** The comments of several videos in one query, oldest first within each video. */
    async forVideos(videoIds: readonly string[]): Promise<Map<string, VideoCommentRecord[]>> {
      const byVideo = new Map<string, VideoCommentRecord[]>(videoIds.map((id) => [id, []]));
      if (videoIds.length === 0) return byVideo;
      const records = await withWriter().where('video_comments.video_id', 'in', videoIds).orderBy('video_comments.id', 'asc').execute();
      for (const record of records) byVideo.get(record.video_id)?.push(record);
      return byVideo;
    },
  };
}
