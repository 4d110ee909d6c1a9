import { EXIF_HEAD_BYTES, GPS_IFD_POINTER, readExifIfds, type ExifIfds } from './exifIfd.ts';

/**
 * Where a JPEG says it was taken (EXIF GPS), read on the device from the picked original (issue
 * 40): the copy the phone sends is re-encoded without any metadata, so the composer's place line
 * « D'après les photos » and the article's `place` field come from here. Undefined for anything
 * else, or for a position that is no position (0, 0 included: cameras write it without a fix).
 */
export function exifPosition(bytes: ArrayBuffer): { lat: number; lon: number } | undefined {
  try {
    const exif = readExifIfds(bytes);
    return exif && readGps(exif);
  } catch {
    // A pointer past the file's head: no position rather than a guess.
    return undefined;
  }
}

function readGps({ view, u32, subIfd, valueAt }: ExifIfds): { lat: number; lon: number } | undefined {
  const gps = subIfd(GPS_IFD_POINTER);
  const reference = (tag: number) => {
    const entry = gps.get(tag);
    return entry === undefined ? undefined : String.fromCharCode(view.getUint8(entry + 8));
  };
  // Three rationals: degrees, minutes, seconds.
  const degrees = (tag: number) => {
    const entry = gps.get(tag);
    if (entry === undefined || u32(entry + 4) < 3) return undefined;
    const at = valueAt(entry, 24);
    if (at === undefined) return undefined;
    const part = (index: number) => {
      const denominator = u32(at + index * 8 + 4);
      return denominator === 0 ? 0 : u32(at + index * 8) / denominator;
    };
    return part(0) + part(1) / 60 + part(2) / 3600;
  };
  const lat = degrees(2);
  const lon = degrees(4);
  if (lat === undefined || lon === undefined || lat > 90 || lon > 180 || (lat === 0 && lon === 0)) return undefined;
  return { lat: reference(1) === 'S' ? -lat : lat, lon: reference(3) === 'W' ? -lon : lon };
}

/** The GPS of a picked photo, if its head says it; a photo that cannot be read is no place, not a failure. */
export async function positionOf(blob: Blob): Promise<{ lat: number; lon: number } | undefined> {
  try {
    return exifPosition(await blob.slice(0, EXIF_HEAD_BYTES).arrayBuffer());
  } catch {
    return undefined;
  }
}
