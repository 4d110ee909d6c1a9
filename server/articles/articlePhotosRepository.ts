import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

export interface WaitingPhoto {
  id: string;
  owner_id: number;
  width: number;
  height: number;
}

/** Issue 40's photos uploaded ahead of their article: SQL only, the rules are articlePhotosService's. */
export function articlePhotosRepository(db: Kysely<DB>) {
  return {
    async insert(photo: WaitingPhoto, now: number): Promise<void> {
      await db.insertInto('article_photos').values({ ...photo, uploaded_at: now }).execute();
    },

    /** Those of `ids` still waiting, whoever uploaded them. */
    async find(ids: readonly string[]): Promise<WaitingPhoto[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('article_photos').select(['id', 'owner_id', 'width', 'height']).where('id', 'in', [...new Set(ids)]).execute();
    },

    /**
     * Inside the article's transaction: the photos become the article's, their rows go. Answers
     * whether every one of `ids` was still `ownerId`'s waiting photo (named by another article
     * meanwhile, or swept, it is not: the caller then rolls the article back).
     */
    async claim(ownerId: number, ids: readonly string[]): Promise<boolean> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return true;
      const result = await db.deleteFrom('article_photos').where('owner_id', '=', ownerId).where('id', 'in', unique).executeTakeFirst();
      return Number(result.numDeletedRows) === unique.length;
    },

    /** Removes the rows of the photos uploaded before `uploadedBefore`, and answers their ids (the caller removes the files). */
    async takeExpired(uploadedBefore: number): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('article_photos').select('id').where('uploaded_at', '<', uploadedBefore).execute();
        const ids = rows.map((row) => row.id);
        if (ids.length > 0) await trx.deleteFrom('article_photos').where('id', 'in', ids).execute();
        return ids;
      });
    },
  };
}
