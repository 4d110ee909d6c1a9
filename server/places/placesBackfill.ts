import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { renditionFileName, type PhotoFormat } from '../../shared/photoUrls.ts';
import type { DB } from '../platform/db/schema.ts';
import { listReferencedImageSets } from '../photos/referencedFiles.ts';
import { videosRepository } from '../videos/videosRepository.ts';
import { hasCapture, noCapture, type ItemCapture } from './itemCapture.ts';
import { readPhotoCapture } from './photoCapture.ts';
import { placesRepository, type CapturedItem, type CapturedKind } from './placesRepository.ts';

export const PLACES_BACKFILL_TASK = 'places-backfill-2026-12';

export interface PlacesBackfillDeps {
  db: Kysely<DB>;
  /** `${DATA_DIR}/media`. */
  mediaRoot: string;
  log: FastifyBaseLogger;
  /** Reads a kept video upload's tags (the admission's ffprobe); absent, videos are not read. */
  probeVideoCapture?: (path: string) => Promise<ItemCapture>;
  /** Asked between items: true once the server is closing, and the back-fill stops (to run again next start). */
  stopping?: () => boolean;
  now?: () => number;
}

export interface PlacesBackfillResult {
  /** False when it had run already, or was stopped before its end. */
  ran: boolean;
  /** Items looked at: every photo and video that had no place or time yet. */
  read: number;
  located: number;
  timed: number;
}

/** Items are read one by one and recorded by slices: memory holds a slice, whatever the family's library. */
const SLICE = 200;

interface Pending {
  item: string;
  kind: CapturedKind;
  /** Where its kept original is, or null when there is none to read. */
  path: () => Promise<string | null>;
}

const originalFormats: readonly PhotoFormat[] = ['jpeg', 'png', 'gif'];

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * The place and time of what was stored before places were kept, read once per data dir from the
 * kept files: each photo's original (issue 22) and each video's upload while its job still keeps
 * it. Only files are read, one at a time; an item recorded meanwhile by an upload keeps that row.
 * Two nodes starting together may both run it: the rows are the same, and the second insert of an
 * item is ignored. It says in the log how many items got a place, never where.
 *
 * A limit to know: since issue 22 the kept original is the cleaned one (no metadata), so a photo
 * stored before this change gets a place only from an original that still carries its EXIF (a data
 * dir restored from elsewhere, or copied in by hand).
 */
export async function backfillPlaces({ db, mediaRoot, log, probeVideoCapture, stopping = () => false, now = Date.now }: PlacesBackfillDeps): Promise<PlacesBackfillResult> {
  const places = placesRepository(db);
  const result: PlacesBackfillResult = { ran: false, read: 0, located: 0, timed: 0 };
  if (await places.taskDone(PLACES_BACKFILL_TASK)) return result;
  const pending: Pending[] = (await listReferencedImageSets(db)).map(({ directory, name }) => ({
    item: name,
    kind: 'photo',
    path: async () => {
      for (const format of originalFormats) {
        const path = join(mediaRoot, directory, renditionFileName(name, 'original', format));
        if (await exists(path)) return path;
      }
      return null;
    },
  }));
  if (probeVideoCapture !== undefined) {
    for (const row of await videosRepository(db).fileRefs()) {
      const source = row.source_file;
      if (source !== null) pending.push({ item: row.id, kind: 'video', path: async () => join(mediaRoot, 'videos', source) });
    }
  }
  for (let start = 0; start < pending.length; start += SLICE) {
    const slice = pending.slice(start, start + SLICE);
    const known = await places.capturesOf(slice.map((entry) => entry.item));
    const found: CapturedItem[] = [];
    for (const entry of slice) {
      if (stopping()) return { ...result, ran: false };
      if (known.has(entry.item)) continue;
      const path = await entry.path();
      if (path === null) continue;
      result.read += 1;
      const capture = entry.kind === 'photo' ? await readPhotoCapture(path, now()) : await probeVideoCapture!(path).catch(() => noCapture);
      if (!hasCapture(capture)) continue;
      if (capture.lat !== null) result.located += 1;
      if (capture.takenAt !== null) result.timed += 1;
      found.push({ item: entry.item, kind: entry.kind, capture });
    }
    await places.record(found, now());
  }
  await places.markTaskDone(PLACES_BACKFILL_TASK, now());
  log.info({ read: result.read, located: result.located, timed: result.timed }, 'places back-fill: items that got a place');
  return { ...result, ran: true };
}
