import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { hasCapture, type ItemCapture } from './itemCapture.ts';

export type CapturedKind = 'photo' | 'video';

/** A photo's image set name or a video's id, with what its original said. */
export interface CapturedItem {
  item: string;
  kind: CapturedKind;
  capture: ItemCapture;
}

// SQLite's IN list and PostgreSQL's parameters both have limits; a trip's items are read in slices.
const SLICE = 500;

function slices<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += SLICE) out.push(values.slice(i, i + SLICE));
  return out;
}

const nullableNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The `item_places` table: SQL only, the rules are itemCapture.ts's. */
export function placesRepository(db: Kysely<DB>) {
  return {
    /** The photos just saved (PhotoStore's `SavedImage`s), with what their uploads said. */
    recordPhotos(saved: readonly { name: string; capture: ItemCapture }[], now: number): Promise<void> {
      return this.record(saved.map(({ name, capture }) => ({ item: name, kind: 'photo', capture })), now);
    },

    /**
     * Keeps the captures that say something; an item recorded already keeps its first row (a
     * back-fill racing an upload, two nodes back-filling at once).
     */
    async record(items: readonly CapturedItem[], now: number): Promise<void> {
      const rows = items
        .filter((entry) => hasCapture(entry.capture))
        .map(({ item, kind, capture }) => ({
          item,
          kind,
          lat: capture.lat,
          lon: capture.lon,
          taken_at: capture.takenAt,
          tz: capture.tz,
          recorded_at: now,
        }));
      for (const slice of slices(rows)) {
        await db
          .insertInto('item_places')
          .values(slice)
          .onConflict((conflict) => conflict.column('item').doNothing())
          .execute();
      }
    },

    /** What is known of each of `items`; an item with neither place nor time is absent. */
    async capturesOf(items: readonly string[]): Promise<Map<string, ItemCapture>> {
      const found = new Map<string, ItemCapture>();
      for (const slice of slices([...new Set(items)])) {
        const rows = await db.selectFrom('item_places').select(['item', 'lat', 'lon', 'taken_at', 'tz']).where('item', 'in', slice).execute();
        for (const row of rows) {
          found.set(row.item, { lat: nullableNumber(row.lat), lon: nullableNumber(row.lon), takenAt: nullableNumber(row.taken_at), tz: row.tz });
        }
      }
      return found;
    },

    /** Forgets deleted items' places. */
    async remove(items: readonly string[]): Promise<void> {
      for (const slice of slices(items)) await db.deleteFrom('item_places').where('item', 'in', slice).execute();
    },

    async taskDone(name: string): Promise<boolean> {
      return (await db.selectFrom('one_time_tasks').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
    },

    async markTaskDone(name: string, now: number): Promise<void> {
      await db
        .insertInto('one_time_tasks')
        .values({ name, done_at: now })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    },
  };
}

export type PlacesRepository = ReturnType<typeof placesRepository>;
