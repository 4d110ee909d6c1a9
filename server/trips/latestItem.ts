import { sql, type Kysely } from 'kysely';
import type { LatestPosition, Place } from '../../shared/tripTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import type { KnownCapture } from './tripCatalogue.ts';

const BATCH = 50;

/**
 * The family's newest located item that may be shown: the newest rows of item_places whose item
 * still exists (an item's own row is the authority: a place whose upload never committed, or
 * whose item was deleted, is never shown), outside the home zones and not hidden.
 */
export async function latestLocatedItem(db: Kysely<DB>, shown: (capture: KnownCapture) => Place | null): Promise<LatestPosition | null> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .selectFrom('item_places')
      .select(['item', 'lat', 'lon', 'taken_at', 'tz', 'hidden'])
      .where('lat', 'is not', null)
      .where('taken_at', 'is not', null)
      .where('hidden', '=', 0)
      .orderBy('taken_at', 'desc')
      .limit(BATCH)
      .offset(offset)
      .execute();
    for (const row of rows) {
      const capture: KnownCapture = { lat: Number(row.lat), lon: Number(row.lon), takenAt: Number(row.taken_at), tz: row.tz, hidden: false };
      const place = shown(capture);
      if (place === null || !(await exists(db, row.item))) continue;
      return { name: place.name, country: place.country, lat: place.lat, lon: place.lon, at: capture.takenAt! };
    }
    if (rows.length < BATCH) return null;
  }
}

async function exists(db: Kysely<DB>, item: string): Promise<boolean> {
  const found = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('album_images').select('id').where('name', '=', item)).as('album'),
      eb.exists(eb.selectFrom('chat_images').select('id').where('id', '=', item).where('message_ts', 'is not', null)).as('chat'),
      eb.exists(eb.selectFrom('videos').select('id').where('id', '=', item).where('status', '=', 'ready')).as('video'),
      eb.exists(eb.selectFrom('articles').select('id').where('structure', 'like', sql<string>`${`%"${item}"%`}`)).as('article'),
    ])
    .executeTakeFirstOrThrow();
  return Object.values(found).some((value) => value === true || Number(value) === 1);
}
