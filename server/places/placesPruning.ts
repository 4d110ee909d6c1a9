import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import { listReferencedImageSets } from '../photos/referencedFiles.ts';
import { videosRepository } from '../videos/videosRepository.ts';

/**
 * Forgets the place of every item no row refers to any more (a deleted photo, article, message or
 * video, or an upload whose rows never committed), once its place is older than `graceMs`: an
 * upload records its places just before its own rows commit. A position is kept no longer than
 * the photo or video it belongs to. Answers how many places were forgotten.
 */
export async function pruneUnreferencedPlaces(db: Kysely<DB>, graceMs: number, now = Date.now()): Promise<number> {
  const stored = await db.selectFrom('item_places').select('item').where('recorded_at', '<=', now - graceMs).execute();
  if (stored.length === 0) return 0;
  const referenced = new Set<string>((await listReferencedImageSets(db)).map((set) => set.name));
  for (const row of await videosRepository(db).fileRefs()) referenced.add(row.id);
  const gone = stored.map((row) => row.item).filter((item) => !referenced.has(item));
  for (let start = 0; start < gone.length; start += 500) {
    await db.deleteFrom('item_places').where('item', 'in', gone.slice(start, start + 500)).where('recorded_at', '<=', now - graceMs).execute();
  }
  return gone.length;
}
