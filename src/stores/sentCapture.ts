import type { SentCapture } from '../../shared/sentCapture.ts';
import { exifWallTime } from './exifDate.ts';
import { EXIF_HEAD_BYTES } from './exifIfd.ts';
import { exifPosition } from './exifPosition.ts';

/** What the head of a JPEG says of where and when it was taken, in the shape of the upload's
 * `capture` field (shared/sentCapture.ts); undefined when it says neither. */
export function exifSentCapture(bytes: ArrayBuffer): SentCapture | undefined {
  const position = exifPosition(bytes);
  const time = exifWallTime(bytes);
  if (position === undefined && time === undefined) return undefined;
  return { ...position, ...time };
}

/**
 * Read from the picked original before it is shrunk: the copy a canvas encodes carries no EXIF,
 * so without this a shrunk photo reaches the server with no place and no time and never shows on
 * the trip's map. A photo whose head cannot be read has none, never a failure.
 */
export async function sentCaptureOf(original: Blob): Promise<SentCapture | undefined> {
  try {
    return exifSentCapture(await original.slice(0, EXIF_HEAD_BYTES).arrayBuffer());
  } catch {
    return undefined;
  }
}
