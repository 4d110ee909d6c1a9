/** Where the EXIF of a JPEG sits: in the first segments, well within this many bytes. */
export const EXIF_HEAD_BYTES = 256 * 1024;

const DATE_TIME_ORIGINAL = 0x9003;
const DATE_TIME = 0x0132;
const EXIF_IFD_POINTER = 0x8769;

/**
 * When a JPEG says it was taken: EXIF DateTimeOriginal, else DateTime, read from the file's head,
 * in ms since 1970 (the camera's local time read as UTC: only the order matters here). Undefined
 * for anything else. The re-encoded copy the phone sends carries no EXIF at all (neither the date
 * nor GPS), so the date serves where it can: the queue sends photos in the order they were taken,
 * and the album keeps that order.
 */
export function exifTakenAt(bytes: ArrayBuffer): number | undefined {
  const view = new DataView(bytes);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return undefined;
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1 && offset + 10 <= view.byteLength && view.getUint32(offset + 4) === 0x45786966 && view.getUint16(offset + 8) === 0) {
      return readTiffDate(view, offset + 10, Math.min(view.byteLength, offset + 2 + length));
    }
    offset += 2 + length;
  }
  return undefined;
}

function readTiffDate(view: DataView, tiff: number, end: number): number | undefined {
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
  const ascii = (entry: number | undefined) => {
    if (entry === undefined) return undefined;
    const start = tiff + u32(entry + 8);
    if (u32(entry + 4) < 19 || start + 19 > end) return undefined;
    let text = '';
    for (let index = 0; index < 19; index += 1) text += String.fromCharCode(view.getUint8(start + index));
    return parseExifDate(text);
  };
  const ifd0 = entries(tiff + u32(tiff + 4));
  const exifPointer = ifd0.get(EXIF_IFD_POINTER);
  const exif = exifPointer === undefined ? new Map<number, number>() : entries(tiff + u32(exifPointer + 8));
  return ascii(exif.get(DATE_TIME_ORIGINAL)) ?? ascii(ifd0.get(DATE_TIME));
}

/** 'YYYY:MM:DD HH:MM:SS' */
function parseExifDate(text: string): number | undefined {
  const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (year === 0) return undefined;
  return Date.UTC(year, month - 1, day, hours, minutes, seconds);
}
