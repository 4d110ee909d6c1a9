import { exifTakenAt } from './exifDate.ts';
import { EXIF_HEAD_BYTES } from './exifIfd.ts';
import { previewTarget, shrinkTarget, type PhotoPreparer } from './preparePhoto.ts';

function fitted(size: { width: number; height: number }, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

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

async function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  const type = 'image/jpeg';
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), bitmap, width, height);
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
