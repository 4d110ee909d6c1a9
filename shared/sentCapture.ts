/**
 * Where and when a photo was taken, as the phone read it from the original before shrinking it
 * (the shrunk copy has no EXIF): the optional multipart field `capture`, sent just before the
 * photo's file part. `takenAt` is the camera's wall time ("2026-08-04T23:30:00") and `offset` its
 * OffsetTimeOriginal ("+09:00") when it wrote one, so the server places the time by the same rules
 * as a file's own EXIF. The file's own EXIF, when it has any, wins over this field.
 */
export interface SentCapture {
  lat?: number;
  lon?: number;
  takenAt?: string;
  offset?: string;
}

export const captureField = 'capture';

/** Longer than any honest capture's JSON (about 90 characters): refused with a 400. */
export const captureFieldMaxLength = 300;
