// Albums by day (issue 39): the grid in the order the photos were taken, a heading per day.

/** What the album's answer says of an item's time: absent when its file gave none. */
export interface ItemCapture {
  takenAt?: number;
  /** `2026-08-04`: the day at the item's place. */
  day?: string;
}

/** A day of the album and its items' indexes in the album's order; `day` undefined for the items
 * whose file gave no capture time. */
export interface AlbumDayGroup {
  day: string | undefined;
  indexes: number[];
}

/**
 * The items by capture time, then by arrival (their order in the album), grouped by day; items
 * without a capture time last, by arrival. Null when no item has a day: the grid then stays one
 * block in the album's order, with no heading. The server sends an album in this very order
 * (server/albums/albumOrder.ts), so the groups keep it: the grid's nth tile is the viewer's
 * `?photo=n`, and a link to a photo from a day or a search opens that photo.
 */
export function albumDayGroups(captures: readonly (ItemCapture | undefined)[]): AlbumDayGroup[] | null {
  if (!captures.some((capture) => capture?.day !== undefined && capture.takenAt !== undefined)) return null;
  const dated: number[] = [];
  const undated: number[] = [];
  captures.forEach((capture, index) => (capture?.day !== undefined && capture.takenAt !== undefined ? dated : undated).push(index));
  dated.sort((a, b) => captures[a]!.takenAt! - captures[b]!.takenAt! || a - b);
  const groups: AlbumDayGroup[] = [];
  for (const index of dated) {
    const day = captures[index]!.day!;
    const last = groups.at(-1);
    if (last?.day === day) last.indexes.push(index);
    else groups.push({ day, indexes: [index] });
  }
  if (undated.length > 0) groups.push({ day: undefined, indexes: undated });
  return groups;
}

// A day names a calendar date at its place; read in UTC it never shifts with the reader's zone.
const weekdayDayMonth = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const withYear = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** « mardi 4 août » for `2026-08-04`; with the year when it is not `currentYear`. */
export function formatAlbumDay(day: string, currentYear: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const at = Date.UTC(year!, month! - 1, date!);
  return (year === currentYear ? weekdayDayMonth : withYear).format(at);
}
