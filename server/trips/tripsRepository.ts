import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import type { ArticlePlacesTable } from '../platform/db/tripSchema.ts';
import type { StoredHomeZone } from './homeZones.ts';

export interface TripRecord {
  id: string;
  title: string;
  start: string;
  end: string | null;
}

export interface ArticlePlaceRecord {
  mode: ArticlePlacesTable['mode'];
  lat: number | null;
  lon: number | null;
  publishedAt: number;
  hidden: boolean;
}

const nullableNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));
const SLICE = 500;

/** Trips, home zones, articles' places and hidden places: SQL only, the rules are tripsService's. */
export function tripsRepository(db: Kysely<DB>) {
  return {
    async list(): Promise<TripRecord[]> {
      const rows = await db.selectFrom('trips').selectAll().orderBy('start_date', 'desc').execute();
      return rows.map((row) => ({ id: row.id, title: row.title, start: row.start_date, end: row.end_date }));
    },

    async insert(trip: TripRecord, now: number): Promise<void> {
      await db.insertInto('trips').values({ id: trip.id, title: trip.title, start_date: trip.start, end_date: trip.end, created_at: now }).execute();
    },

    async update(trip: TripRecord): Promise<number> {
      const result = await db.updateTable('trips').set({ title: trip.title, start_date: trip.start, end_date: trip.end }).where('id', '=', trip.id).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async remove(id: string): Promise<number> {
      const result = await db.deleteFrom('trips').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async homeZones(): Promise<StoredHomeZone[]> {
      const rows = await db.selectFrom('home_zones').selectAll().orderBy('position').execute();
      return rows.map((row) => ({ lat: Number(row.lat), lon: Number(row.lon), radiusKm: Number(row.radius_km) }));
    },

    async replaceHomeZones(zones: readonly StoredHomeZone[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('home_zones').execute();
        if (zones.length === 0) return;
        await trx
          .insertInto('home_zones')
          .values(zones.map((zone, position) => ({ position, lat: zone.lat, lon: zone.lon, radius_km: zone.radiusKm })))
          .execute();
      });
    },

    /** Keeps the first publication's time: an edit passes the one it read. */
    async saveArticlePlace(articleId: number, place: Omit<ArticlePlaceRecord, 'hidden'>): Promise<void> {
      const values = { article_id: articleId, mode: place.mode, lat: place.lat, lon: place.lon, published_at: place.publishedAt };
      await db
        .insertInto('article_places')
        .values(values)
        .onConflict((conflict) => conflict.column('article_id').doUpdateSet({ mode: place.mode, lat: place.lat, lon: place.lon }))
        .execute();
    },

    async articlePlaces(ids: readonly number[]): Promise<Map<number, ArticlePlaceRecord>> {
      const found = new Map<number, ArticlePlaceRecord>();
      for (let i = 0; i < ids.length; i += SLICE) {
        const rows = await db.selectFrom('article_places').selectAll().where('article_id', 'in', ids.slice(i, i + SLICE)).execute();
        for (const row of rows) {
          found.set(row.article_id, { mode: row.mode, lat: nullableNumber(row.lat), lon: nullableNumber(row.lon), publishedAt: Number(row.published_at), hidden: row.hidden === 1 });
        }
      }
      return found;
    },

    async hideArticlePlace(articleId: number, hidden: boolean, publishedAt: number): Promise<void> {
      await db
        .insertInto('article_places')
        .values({ article_id: articleId, mode: 'photos', lat: null, lon: null, published_at: publishedAt, hidden: hidden ? 1 : 0 })
        .onConflict((conflict) => conflict.column('article_id').doUpdateSet({ hidden: hidden ? 1 : 0 }))
        .execute();
    },

    /** 0 when the item has no row: it has no place to hide. */
    async hideItemPlace(item: string, hidden: boolean): Promise<number> {
      const result = await db.updateTable('item_places').set({ hidden: hidden ? 1 : 0 }).where('item', '=', item).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Who added a photo or a video, by its item name; undefined when no such item exists. */
    async itemOwner(kind: 'photo' | 'video', item: string): Promise<{ ownerId: number | null } | undefined> {
      if (kind === 'video') {
        const video = await db.selectFrom('videos').select('uploader_id').where('id', '=', item).executeTakeFirst();
        return video && { ownerId: video.uploader_id };
      }
      const album = await db.selectFrom('album_images').select('added_by').where('name', '=', item).executeTakeFirst();
      if (album) return { ownerId: album.added_by };
      const chat = await db.selectFrom('chat_images').select('owner_id').where('id', '=', item).executeTakeFirst();
      if (chat) return { ownerId: chat.owner_id };
      // An article's photo: its writer. Names are UUIDs, so a LIKE on the stored JSON finds it exactly.
      const article = await db.selectFrom('articles').select('writer_id').where('structure', 'like', `%"${item}"%`).executeTakeFirst();
      return article && { ownerId: article.writer_id };
    },

    async articleWriter(id: number): Promise<{ writerId: number; ts: number } | undefined> {
      const row = await db.selectFrom('articles').select(['writer_id', 'ts']).where('id', '=', id).executeTakeFirst();
      return row && { writerId: row.writer_id, ts: Number(row.ts) };
    },
  };
}

export type TripsRepository = ReturnType<typeof tripsRepository>;
