import type { SentCapture } from '../../shared/sentCapture.ts';

// The EXIF readers load with the first photo a member picks, not with the sign-in page: every
// module the stores import statically travels in the first load of `/`.

/** sentCapture.ts's reading of a picked original, loaded when first asked. */
export async function sentCaptureOf(original: Blob): Promise<SentCapture | undefined> {
  return (await import('./sentCapture.ts')).sentCaptureOf(original);
}

/** exifPosition.ts's reading of a picked original, loaded when first asked. */
export async function positionOf(blob: Blob): Promise<{ lat: number; lon: number } | undefined> {
  return (await import('./exifPosition.ts')).positionOf(blob);
}
