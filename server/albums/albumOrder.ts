import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

/**
 * Albums by day (issue 39): an album's items in the order the family sees them, by capture time,
 * then by arrival; those whose file gave no time come last, by arrival. The slideshow's answer, so
 * its grid and its viewer, and the viewer's `?photo=N` that a trip's day or a search links to all
 * count in this one order: a link opens the photo it names, whatever order the photos arrived in.
 */
export function inCaptureOrder<T>(items: readonly T[], takenAt: (item: T) => number | null | undefined): T[] {
  const dated: Array<{ item: T; at: number; arrival: number }> = [];
  const undated: T[] = [];
  items.forEach((item, arrival) => {
    const at = takenAt(item);
    if (at === null || at === undefined) undated.push(item);
    else dated.push({ item, at, arrival });
  });
  dated.sort((a, b) => a.at - b.at || a.arrival - b.arrival);
  return [...dated.map((entry) => entry.item), ...undated];
}

const SLICE = 500;

/**
 * Each item's 1-based place in its album (keyed by `album_images.id`), in capture order, for every
 * item of these albums. An item's time is its item_places row's, as the slideshow reads it (a
 * hidden place keeps its time).
 */
export async function albumPositions(db: Kysely<DB>, albumIds: readonly number[]): Promise<Map<number, number>> {
  const positions = new Map<number, number>();
  const ids = [...new Set(albumIds)];
  for (let i = 0; i < ids.length; i += SLICE) {
    // Numbered by the database (SQLite and PostgreSQL both have row_number), in the order
    // inCaptureOrder gives: a trip's rebuild then sorts no 4,000 rows in the server's thread.
    const rows = await db
      .selectFrom('album_images')
      .leftJoin('item_places', 'item_places.item', 'album_images.name')
      .select([
        'album_images.id',
        sql<number>`row_number() over (partition by album_images.album_id order by item_places.taken_at is null, item_places.taken_at, album_images.id)`.as('position'),
      ])
      .where('album_images.album_id', 'in', ids.slice(i, i + SLICE))
      .execute();
    for (const row of rows) positions.set(Number(row.id), Number(row.position));
  }
  return positions;
}
