import { albumLimits } from '../../shared/albumLimits.ts';
import type { UploadLine } from './uploadLine.ts';

export const uploadLimits = {
  /** Photos picked in one go. */
  maxPicked: 200,
  /** Photos per call: the server's limit. */
  perCall: albumLimits.maxPhotosPerUpload,
  /** Calls in flight at once. */
  parallelCalls: 2,
  /** A server failure (5xx) is tried again this many times before its line says so. */
  serverRetries: 3,
} as const;

/**
 * The photos of the next call: up to 5 ready photos of the album first in line, and none while
 * that album has fewer than 5 ready and more being prepared (a full call is cheaper than two).
 * A photo that must go alone (its call was refused, see uploadRetries.ts) goes first, alone.
 */
export function nextBatch(lines: readonly UploadLine[], goesAlone: (id: string) => boolean): UploadLine[] | undefined {
  // Videos go through tus, one at a time (AlbumVideoSender.ts).
  const photos = lines.filter((line) => line.kind !== 'video');
  const first = photos.find((line) => line.status === 'waiting');
  if (!first) return undefined;
  const ready = photos.filter((line) => line.album === first.album && line.status === 'waiting');
  const alone = ready.find((line) => goesAlone(line.id));
  if (alone) return [alone];
  const stillPreparing = photos.some((line) => line.album === first.album && line.status === 'preparing');
  if (ready.length < uploadLimits.perCall && stillPreparing) return undefined;
  return ready.filter((line) => !goesAlone(line.id)).slice(0, uploadLimits.perCall);
}

/** How far each photo of a call is, 0 to 1, when `fraction` of the call's body is sent: the body
 * carries the photos in order, so each photo's share of it tells. */
export function progressPerPhoto(fraction: number, sizes: readonly number[]): number[] {
  const total = sizes.reduce((sum, size) => sum + size, 0) || 1;
  let start = 0;
  return sizes.map((size) => {
    const progress = Math.max(0, Math.min(1, (fraction * total - start) / (size || 1)));
    start += size;
    return progress;
  });
}

/** Sets each line's progress of a call whose body is `fraction` sent (`sizes` in the lines' order). */
export function spreadProgress(batch: readonly UploadLine[], fraction: number, sizes: readonly number[]): void {
  progressPerPhoto(fraction, sizes).forEach((progress, index) => {
    const line = batch[index];
    if (line) line.progress = progress;
  });
}
