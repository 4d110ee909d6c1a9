/** Where the EXIF of a JPEG sits: in the first segments, well within this many bytes. */
export const EXIF_HEAD_BYTES = 256 * 1024;

const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;
const DATE_TIME = 0x0132;
const EXIF_IFD_POINTER = 0x8769;

/** The date texts of a JPEG's EXIF, as written: 'YYYY:MM:DD HH:MM:SS' and '+09:00'. */
interface ExifDateTexts {
  original?: string | undefined;
  offset?: string | undefined;
  dateTime?: string | undefined;
}

/**
 * When a JPEG says it was taken: EXIF DateTimeOriginal, else DateTime, read from the file's head,
 * in ms since 1970 (the camera's local time read as UTC: only the order matters here). Undefined
 * for anything else. The re-encoded copy the phone sends carries no EXIF at all (neither the date
 * nor GPS), so the date serves where it can: the queue sends photos in the order they were taken,
 * and the album keeps that order.
 */
export function exifTakenAt(bytes: ArrayBuffer): number | undefined {
  const texts = exifDateTexts(bytes);
  return parseExifDate(texts?.original) ?? parseExifDate(texts?.dateTime);
}

/**
 * When the camera says the photo was taken, as it said it: DateTimeOriginal as a wall time
 * ('2026-08-04T23:30:00') and OffsetTimeOriginal ('+09:00') when it wrote one. What the phone
 * sends beside a shrunk copy, so the server places the time by its rules for a file's own EXIF.
 */
export function exifWallTime(bytes: ArrayBuffer): { takenAt: string; offset?: string } | undefined {
  const texts = exifDateTexts(bytes);
  const match = texts?.original === undefined ? null : /^(\d{4}):(\d{2}):(\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(texts.original);
  if (!match) return undefined;
  const takenAt = `${match[1]}-${match[2]}-${match[3]}T${match[4]}`;
  const offset = texts?.offset?.replace(/\0.*$/, '');
  return offset !== undefined && /^[+-]\d{2}:\d{2}$/.test(offset) ? { takenAt, offset } : { takenAt };
}

function exifDateTexts(bytes: ArrayBuffer): ExifDateTexts | undefined {
  const view = new DataView(bytes);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return undefined;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return undefined;
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1 && offset + 10 <= view.byteLength && view.getUint32(offset + 4) === 0x45786966 && view.getUint16(offset + 8) === 0) {
      return readTiffTexts(view, offset + 10, Math.min(view.byteLength, offset + 2 + length));
    }
    offset += 2 + length;
  }
  return undefined;
}

function readTiffTexts(view: DataView, tiff: number, end: number): ExifDateTexts | undefined {
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
  // The first `size` characters of an ASCII value longer than 4 bytes (stored at its offset).
  const ascii = (entry: number | undefined, size: number) => {
    if (entry === undefined) return undefined;
    const start = tiff + u32(entry + 8);
    if (u32(entry + 4) < size || start + size > end) return undefined;
    let text = '';
    for (let index = 0; index < size; index += 1) text += String.fromCharCode(view.getUint8(start + index));
    return text;
  };
  const ifd0 = entries(tiff + u32(tiff + 4));
  const exifPointer = ifd0.get(EXIF_IFD_POINTER);
  const exif = exifPointer === undefined ? new Map<number, number>() : entries(tiff + u32(exifPointer + 8));
  return { original: ascii(exif.get(DATE_TIME_ORIGINAL), 19), offset: ascii(exif.get(OFFSET_TIME_ORIGINAL), 6), dateTime: ascii(ifd0.get(DATE_TIME), 19) };
}

/** 'YYYY:MM:DD HH:MM:SS' */
function parseExifDate(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (year === 0) return undefined;
  return Date.UTC(year, month - 1, day, hours, minutes, seconds);
}
