import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { localDate, serverZone } from '../trips/tripCalendar.ts';
import { readCaptures } from '../trips/tripCatalogue.ts';
import { inCaptureOrder } from './albumOrder.ts';
import type { Slide } from './wireNames.ts';

/**
 * Albums by day (issue 39): the album's items in capture order (albumOrder.ts), each with its
 * capture time and its local day, so the grid heads them by day and the viewer goes through them
 * in the order they were taken, whatever order they arrived in. The day is the
 * date at the item's own place (a photo at 23:30 in Tokyo is on that Tokyo day); an item without a
 * place takes the zone of the item taken just before it that had one, then the server's, as the
 * trip's days do. Neither a position nor a zone is sent: a day reveals no place.
 */
export async function withCaptureDays(db: Kysely<DB>, slides: Slide[]): Promise<Slide[]> {
  // A video's item_places row is under its Lapintube id, which is its slide's `name`.
  const captures = await readCaptures(db, slides.flatMap((slide) => (slide.name ? [slide.name] : [])));
  const timed = slides
    .map((slide) => ({ slide, capture: slide.name ? captures.get(slide.name) : undefined }))
    .filter((entry) => entry.capture?.takenAt != null)
    .sort((a, b) => a.capture!.takenAt! - b.capture!.takenAt!);
  let lastZone: string | null = null;
  const days = new Map<Slide, { takenAt: number; day: string }>();
  for (const { slide, capture } of timed) {
    if (capture!.lat !== null && capture!.tz !== null) lastZone = capture!.tz;
    const takenAt = capture!.takenAt!;
    days.set(slide, { takenAt, day: localDate(takenAt, (capture!.lat !== null ? capture!.tz : null) ?? lastZone ?? serverZone()) });
  }
  const ordered = inCaptureOrder(slides, (slide) => days.get(slide)?.takenAt);
  return ordered.map((slide) => {
    const known = days.get(slide);
    return known ? { ...slide, ...known } : slide;
  });
}
