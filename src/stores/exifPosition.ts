import { EXIF_HEAD_BYTES } from './exifDate.ts';

/**
 * Where a JPEG says it was taken (EXIF GPS), read on the device from the picked original (issue
 * 40): the copy the phone sends is re-encoded without any metadata, so the composer's place line
 * « D'après les photos » and the article's `place` field come from here. Undefined for anything
 * else, or for a position that is no position (0, 0 included: cameras write it without a fix).
 */
export function exifPosition(bytes: ArrayBuffer): { lat: number; lon: number } | undefined {
  const view = new DataView(bytes);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return undefined;
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1 && offset + 10 <= view.byteLength && view.getUint32(offset + 4) === 0x45786966 && view.getUint16(offset + 8) === 0) {
      try {
        return readGps(view, offset + 10, Math.min(view.byteLength, offset + 2 + length));
      } catch {
        // A pointer past the segment: no position rather than a guess.
        return undefined;
      }
    }
    offset += 2 + length;
  }
  return undefined;
}

const GPS_IFD_POINTER = 0x8825;

function readGps(view: DataView, tiff: number, end: number): { lat: number; lon: number } | undefined {
  if (tiff + 8 > end) return undefined;
  const little = view.getUint16(tiff) === 0x4949;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const entries = (ifd: number) => {
    const found = new Map<number, number>();
    if (ifd + 2 > end) return found;
    const count = u16(ifd);
    for (let index = 0; index < count; index += 1) {
      const entry = ifd + 2 + index * 12;
      if (entry + 12 > end) break;
      found.set(u16(entry), entry);
    }
    return found;
  };
  const pointer = entries(tiff + u32(tiff + 4)).get(GPS_IFD_POINTER);
  if (pointer === undefined) return undefined;
  const gps = entries(tiff + u32(pointer + 8));
  const reference = (tag: number) => {
    const entry = gps.get(tag);
    return entry === undefined ? undefined : String.fromCharCode(view.getUint8(entry + 8));
  };
  // Three rationals: degrees, minutes, seconds.
  const degrees = (tag: number) => {
    const entry = gps.get(tag);
    if (entry === undefined || u32(entry + 4) < 3) return undefined;
    const at = tiff + u32(entry + 8);
    if (at + 24 > end) return undefined;
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
