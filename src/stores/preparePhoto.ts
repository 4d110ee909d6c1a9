import type { PhotoPreparer } from './AlbumUploadStore.ts';
import { EXIF_HEAD_BYTES, exifTakenAt } from './exifDate.ts';

/** What the phone sends: long side at most this, as JPEG of this quality (issue 22). */
export const shrinkTarget = { longSide: 2048, quality: 0.85 } as const;

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Draws the photo at its new size on white (a JPEG has no transparency: a PNG's clear pixels
 * become white, not black). 'high' smoothing filters what the shrink drops: the default
 * (bilinear) aliases fine detail at 0.64×, which looks worse and weighs about 3 % more. */
function draw(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null, bitmap: ImageBitmap, width: number, height: number): void {
  if (!context) throw new Error('Pas de contexte 2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const type = 'image/jpeg';
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type, quality: shrinkTarget.quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), bitmap, width, height);
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
