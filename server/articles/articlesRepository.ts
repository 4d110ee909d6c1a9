import type { Kysely, Selectable } from 'kysely';
import { inTransaction, indexArticle } from '../search/searchEntries.ts';
import type { ArticlesTable, DB, VideosTable } from '../platform/db/schema.ts';

export type ArticleRecord = Omit<Selectable<ArticlesTable>, 'client_id'> & { writer: string };

/** What an article's reader needs of the videos it shows. */
export type ArticleVideoRecord = Pick<Selectable<VideosTable>, 'id' | 'title' | 'status' | 'progress' | 'duration' | 'width' | 'height'>;

export interface ArticleValues {
  ts: number;
  title: string;
  bandeau: string;
  /** JSON text of the element list. */
  structure: string;
}

/** Accepts a transaction too, so a service can run several calls atomically. */
export function articlesRepository(db: Kysely<DB>) {
  const withWriter = () =>
    db
      .selectFrom('articles')
      .innerJoin('users', 'users.id', 'articles.writer_id')
      .select([
        'articles.id',
        'articles.writer_id',
        'articles.ts',
        'articles.title',
        'articles.bandeau',
        'articles.structure',
        'users.first_name as writer',
      ]);

  return {
    /** Issue 40: the id of the writer's article published under `clientId`, if any. */
    async byClientId(writerId: number, clientId: string): Promise<number | undefined> {
      const row = await db.selectFrom('articles').select('id').where('writer_id', '=', writerId).where('client_id', '=', clientId).executeTakeFirst();
      return row?.id;
    },

    async insert(writerId: number, values: ArticleValues & { client_id?: string | null }): Promise<number> {
      // Issue 41: the article and its search entry commit together.
      return inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('articles')
          .values({ writer_id: writerId, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        await indexArticle(trx, id);
        return id;
      });
    },

    findById(id: number): Promise<ArticleRecord | undefined> {
      return withWriter().where('articles.id', '=', id).executeTakeFirst();
    },

    async update(id: number, values: ArticleValues): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.updateTable('articles').set(values).where('id', '=', id).execute();
        await indexArticle(trx, id);
      });
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('articles').where('id', '=', id).execute();
    },

    /** The videos of these ids that still exist, in one query for a whole page of articles. */
    async videos(ids: readonly string[]): Promise<Map<string, ArticleVideoRecord>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('videos')
        .select(['id', 'title', 'status', 'progress', 'duration', 'width', 'height'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The newest `limit` articles, newest first. */
    newest(limit: number): Promise<ArticleRecord[]> {
      return withWriter().orderBy('articles.id', 'desc').limit(limit).execute();
    },

    /** The `limit` articles just older than `lastid`, newest first. */
    olderThan(lastid: number, limit: number): Promise<ArticleRecord[]> {
      return withWriter().where('articles.id', '<', lastid).orderBy('articles.id', 'desc').limit(limit).execute();
    },

    /** The `limit` articles just newer than `firstid`, newest first. Taking the ones closest to
     * `firstid` (not the newest) leaves no gap: the client asks again while pages come back full. */
    async newerThan(firstid: number, limit: number): Promise<ArticleRecord[]> {
      const records = await withWriter()
        .where('articles.id', '>', firstid)
        .orderBy('articles.id', 'asc')
        .limit(limit)
        .execute();
      return records.reverse();
    },
  };
}

export type ArticlesRepository = ReturnType<typeof articlesRepository>;
