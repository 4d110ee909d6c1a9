import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AlbumAddition } from '../../shared/albumAdditionTypes.ts';
import { ADDITION_HOUR_MS, ADDITIONS_PAGE } from '../../shared/albumAdditionLines.ts';
import type { DB } from '../platform/db/schema.ts';

/**
 * Additions are read from the album items themselves, grouped per member, album and hour: an item
 * deleted later leaves no line and no count behind, and nothing new is written at upload time.
 * Items whose member is unknown (added before this was recorded, or account gone) make no line.
 *
 * A page reads only the hours it can show. Lines are per clock hour and ordered by their newest
 * item, so every line of an hour comes before every line of an earlier hour; and each hour that
 * holds an item with a known member makes at least one line. The 20 newest such hours before the
 * page's own hour (found by 20 seeks on the created_at index) therefore hold a whole page: the
 * query groups only the items from the oldest of them on, whatever the table's size.
 */
export function albumAdditionsRepository(db: Kysely<DB>) {
  /** The oldest of the ADDITIONS_PAGE newest hours holding an item with a member, below `below` (ms). */
  async function oldestHourShown(below: number): Promise<number | undefined> {
    const hourMs = sql.lit(ADDITION_HOUR_MS);
    const newestBefore = (bound: RawBuilder<unknown>) =>
      sql`(select max(created_at) from album_images where added_by is not null and created_at < ${bound}) / ${hourMs}`;
    // Counted with n, not LIMIT: PostgreSQL takes no LIMIT in a recursive query.
    const { rows } = await sql<{ oldest: number | string | null }>`
      with recursive hours(h, n) as (
        select ${newestBefore(sql`${below}`)}, 1
        union all
        select ${newestBefore(sql`hours.h * ${hourMs}`)}, n + 1 from hours where hours.h is not null and n < ${sql.lit(ADDITIONS_PAGE)}
      )
      select min(h) as oldest from hours`.execute(db);
    const oldest = rows[0]?.oldest;
    return oldest === null || oldest === undefined ? undefined : Number(oldest);
  }

  return {
    async page(before: number | undefined): Promise<AlbumAddition[]> {
      // The hour of `before` may hold a line older than it: its items are read too.
      const upTo = before === undefined ? undefined : (Math.floor(before / ADDITION_HOUR_MS) + 1) * ADDITION_HOUR_MS;
      const from = await oldestHourShown(upTo === undefined ? Number.MAX_SAFE_INTEGER : upTo - ADDITION_HOUR_MS);
      if (from === undefined) return [];
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
        .where('album_images.created_at', '>=', from * ADDITION_HOUR_MS)
        .$if(upTo !== undefined, (query) => query.where('album_images.created_at', '<', upTo ?? 0))
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
