import type { SentCapture } from '../../shared/sentCapture.ts';
import { errorMessage } from '../api/httpClient.ts';
import { sentCaptureOf } from './exifOnDemand.ts';

/** What the browser does to a photo before it leaves the device. */
export interface PhotoPreparer {
  /** SHA-256 hex of the bytes. */
  hash(blob: Blob): Promise<string>;
  /** Upright, long side at most 2048 px (the issue allows up to 2560), JPEG about 0.85, no metadata. */
  shrink(blob: Blob): Promise<Blob>;
  /** Upright, long side 96 px, JPEG: the photo's thumbnail in the queue. Without it, none. */
  preview?(blob: Blob): Promise<Blob>;
  /** When the photo was taken (ms since 1970), from its EXIF, if it says so. */
  takenAt(blob: Blob): Promise<number | undefined>;
}

/** What the phone sends: long side at most this, as JPEG of this quality (issue 22). */
export const shrinkTarget = { longSide: 2048, quality: 0.85 } as const;

/** The thumbnail of a photo's line in the queue: a few kB, so 200 of them stay small. */
export const previewTarget = { longSide: 96, quality: 0.7 } as const;

// The browser's preparer and its EXIF reader load with the first photo picked, not with the
// sign-in page (its first-load budget).
const browserPreparer = () => import('./browserPhotoPreparer.ts').then((module) => module.browserPhotoPreparer);

/** browserPhotoPreparer.ts, loaded when first used. */
export const lazyBrowserPhotoPreparer: PhotoPreparer = {
  hash: async (blob) => (await browserPreparer()).hash(blob),
  shrink: async (blob) => (await browserPreparer()).shrink(blob),
  preview: async (blob) => {
    const preparer = await browserPreparer();
    if (!preparer.preview) throw new Error('Pas de vignette');
    return preparer.preview(blob);
  },
  takenAt: async (blob) => (await browserPreparer()).takenAt(blob),
};

/** A picked photo made ready to leave: the hash of its original bytes, the copy to send (shrunk
 * unless sent at original quality), the place and time a shrunk copy lost (read from the
 * original; an original sent as it is carries its own) and, from that copy, its thumbnail. A photo whose thumbnail
 * cannot be made is still sent; one that cannot be read throws. */
export async function preparedForSending(
  preparer: PhotoPreparer,
  original: Blob,
  originalQuality: boolean,
  name: string,
): Promise<{ sha256: string; blob: Blob; capture: SentCapture | undefined; preview: Blob | undefined }> {
  const sha256 = await preparer.hash(original);
  const capture = originalQuality ? undefined : await sentCaptureOf(original);
  const blob = originalQuality ? original : await preparer.shrink(original);
  let preview: Blob | undefined;
  try {
    preview = await preparer.preview?.(blob);
  } catch (error) {
    console.error('Vignette impossible', name, errorMessage(error));
  }
  return { sha256, blob, capture, preview };
}
