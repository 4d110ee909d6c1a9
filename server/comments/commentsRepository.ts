import type { Kysely, Selectable } from 'kysely';
import type { CommentsTable, DB } from '../platform/db/schema.ts';

export type CommentRecord = Selectable<CommentsTable> & { writer: string };

/** Accepts a transaction too, so a service can run several calls atomically. */
export function commentsRepository(db: Kysely<DB>) {
  const withWriter = () =>
    db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.writer_id')
      .select(['comments.id', 'comments.article_id', 'comments.writer_id', 'comments.ts', 'comments.text', 'users.first_name as writer']);

  return {
    async insert(values: { article_id: number; writer_id: number; ts: number; text: string }): Promise<number> {
      const { id } = await db.insertInto('comments').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    findById(id: number): Promise<CommentRecord | undefined> {
      return withWriter().where('comments.id', '=', id).executeTakeFirst();
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
