import { sql, type Kysely } from 'kysely';
import type { AlbumAddition } from '../../shared/albumAdditionTypes.ts';
import { ADDITION_HOUR_MS, ADDITIONS_PAGE } from '../../shared/albumAdditionLines.ts';
import type { DB } from '../platform/db/schema.ts';

/**
 * Additions are read from the album items themselves, grouped per member, album and hour: an item
 * deleted later leaves no line and no count behind, and nothing new is written at upload time.
 * Items whose member is unknown (added before this was recorded, or account gone) make no line.
 */
export function albumAdditionsRepository(db: Kysely<DB>) {
  return {
    async page(before: number | undefined): Promise<AlbumAddition[]> {
      const hour = sql<number>`album_images.created_at / ${sql.lit(ADDITION_HOUR_MS)}`;
      const rows = await db
        .selectFrom('album_images')
        .innerJoin('albums', 'albums.id', 'album_images.album_id')
        .innerJoin('users', 'users.id', 'album_images.added_by')
        .select((eb) => [
          'users.first_name as pseudo',
          'albums.name as album',
          eb.fn.sum<number>(sql`case when album_images.kind = 'video' then 0 else 1 end`).as('photos'),
          eb.fn.sum<number>(sql`case when album_images.kind = 'video' then 1 else 0 end`).as('videos'),
          eb.fn.max('album_images.created_at').as('at'),
        ])
        .groupBy(['album_images.added_by', 'users.first_name', 'album_images.album_id', 'albums.name', hour])
        .$if(before !== undefined, (query) => query.having((eb) => eb.fn.max('album_images.created_at'), '<', before ?? 0))
        .orderBy('at', 'desc')
        .orderBy('album', 'asc')
        .limit(ADDITIONS_PAGE)
        .execute();
      return rows.map((row) => ({ pseudo: row.pseudo, album: row.album, photos: Number(row.photos), videos: Number(row.videos), at: Number(row.at) }));
    },

    /** Items others than `reader` added after `since`, and the newest item's time. */
    async newSince(reader: number, since: number | undefined): Promise<{ newCount: number; upTo: number }> {
      const newest = await db.selectFrom('album_images').select((eb) => eb.fn.max('created_at').as('upTo')).executeTakeFirst();
      const upTo = Number(newest?.upTo ?? 0);
      if (since === undefined) return { newCount: 0, upTo };
      const counted = await db
        .selectFrom('album_images')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('created_at', '>', since)
        .where((eb) => eb.or([eb('added_by', 'is', null), eb('added_by', '!=', reader)]))
        .executeTakeFirst();
      return { newCount: Number(counted?.count ?? 0), upTo };
    },
  };
}
