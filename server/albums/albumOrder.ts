import type { Kysely } from 'kysely';
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
    const rows = await db
      .selectFrom('album_images')
      .leftJoin('item_places', 'item_places.item', 'album_images.name')
      .select(['album_images.id', 'album_images.album_id', 'item_places.taken_at'])
      .where('album_images.album_id', 'in', ids.slice(i, i + SLICE))
      .orderBy('album_images.album_id')
      .orderBy('album_images.id')
      .execute();
    let start = 0;
    for (let end = 1; end <= rows.length; end++) {
      if (end < rows.length && rows[end]!.album_id === rows[start]!.album_id) continue;
      const album = inCaptureOrder(rows.slice(start, end), (row) => (row.taken_at === null ? null : Number(row.taken_at)));
      album.forEach((row, index) => positions.set(Number(row.id), index + 1));
      start = end;
    }
  }
  return positions;
}
