import { EXIF_HEAD_BYTES, exifTakenAt } from './exifDate.ts';

/** What the browser does to a photo before it leaves the device. */
export interface PhotoPreparer {
  /** SHA-256 hex of the bytes. */
  hash(blob: Blob): Promise<string>;
  /** Upright, long side at most 2560 px, JPEG about 0.85, no metadata. */
  shrink(blob: Blob): Promise<Blob>;
  /** When the photo was taken (ms since 1970), from its EXIF, if it says so. */
  takenAt(blob: Blob): Promise<number | undefined>;
}

/** What the phone sends: long side at most this, as JPEG of this quality (issue 22). */
export const shrinkTarget = { longSide: 2560, quality: 0.85 } as const;

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const type = 'image/jpeg';
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Pas de contexte 2d');
    // JPEG has no transparency: a PNG's clear pixels become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality: shrinkTarget.quality });
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
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encodage JPEG impossible'))), type, shrinkTarget.quality);
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
      const scale = Math.min(1, shrinkTarget.longSide / Math.max(bitmap.width, bitmap.height));
      return await encode(bitmap, Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
    } finally {
      bitmap.close();
    }
  },
  async takenAt(blob) {
    return exifTakenAt(await blob.slice(0, EXIF_HEAD_BYTES).arrayBuffer());
  },
};
