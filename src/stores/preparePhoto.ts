import { errorMessage } from '../api/httpClient.ts';
import { EXIF_HEAD_BYTES, exifTakenAt } from './exifDate.ts';

/** What the browser does to a photo before it leaves the device. */
export interface PhotoPreparer {
  /** SHA-256 hex of the bytes. */
  hash(blob: Blob): Promise<string>;
  /** Upright, long side at most 2560 px, JPEG about 0.85, no metadata. */
  shrink(blob: Blob): Promise<Blob>;
  /** Upright, long side 96 px, JPEG: the photo's thumbnail in the queue. Without it, none. */
  preview?(blob: Blob): Promise<Blob>;
  /** When the photo was taken (ms since 1970), from its EXIF, if it says so. */
  takenAt(blob: Blob): Promise<number | undefined>;
}

/** What the phone sends: long side at most this, as JPEG of this quality (issue 22). */
export const shrinkTarget = { longSide: 2560, quality: 0.85 } as const;

/** The thumbnail of a photo's line in the queue: a few kB, so 200 of them stay small. */
export const previewTarget = { longSide: 96, quality: 0.7 } as const;

function fitted(size: { width: number; height: number }, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  const type = 'image/jpeg';
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Pas de contexte 2d');
    // JPEG has no transparency: a PNG's clear pixels become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Pas de contexte 2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encodage JPEG impossible'))), type, quality);
  });
}

/**
 * The browser's preparation of a photo. The hash is of the original bytes, so the same photo
 * picked on two devices, or twice, has one hash whatever the shrinking gives. Shrinking decodes
 * the photo upright (EXIF orientation applied) and draws it on a canvas: the JPEG a canvas
 * encodes has no metadata at all, so neither GPS nor anything else leaves the device.
 */
export const browserPhotoPreparer: PhotoPreparer = {
  async hash(blob) {
    return hex(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
  },
  async shrink(blob) {
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
    try {
      const { width, height } = fitted(bitmap, shrinkTarget.longSide);
      return await encode(bitmap, width, height, shrinkTarget.quality);
    } finally {
      bitmap.close();
    }
  },
  // Made from the copy being sent (the shrunk one decodes in a fraction of the original's time).
  // The browser scales while decoding (to 96 px wide, its height following), so no full-size
  // bitmap is kept for it; a portrait is then drawn 96 px tall.
  async preview(blob) {
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image', resizeWidth: previewTarget.longSide, resizeQuality: 'medium' });
    try {
      const { width, height } = fitted(bitmap, previewTarget.longSide);
      return await encode(bitmap, width, height, previewTarget.quality);
    } finally {
      bitmap.close();
    }
  },
  async takenAt(blob) {
    return exifTakenAt(await blob.slice(0, EXIF_HEAD_BYTES).arrayBuffer());
  },
};

/** A picked photo made ready to leave: the hash of its original bytes, the copy to send (shrunk
 * unless sent at original quality) and, from that copy, its thumbnail. A photo whose thumbnail
 * cannot be made is still sent; one that cannot be read throws. */
export async function preparedForSending(
  preparer: PhotoPreparer,
  original: Blob,
  originalQuality: boolean,
  name: string,
): Promise<{ sha256: string; blob: Blob; preview: Blob | undefined }> {
  const sha256 = await preparer.hash(original);
  const blob = originalQuality ? original : await preparer.shrink(original);
  let preview: Blob | undefined;
  try {
    preview = await preparer.preview?.(blob);
  } catch (error) {
    console.error('Vignette impossible', name, errorMessage(error));
  }
  return { sha256, blob, preview };
}
