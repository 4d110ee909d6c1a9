import { EXIF_IFD_POINTER, readExifIfds } from './exifIfd.ts';

const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;
const DATE_TIME = 0x0132;

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
  const exif = readExifIfds(bytes);
  if (!exif) return undefined;
  // The first `size` characters of an ASCII value longer than 4 bytes (stored at its offset).
  const ascii = (entry: number | undefined, size: number) => {
    if (entry === undefined || exif.u32(entry + 4) < size) return undefined;
    const start = exif.valueAt(entry, size);
    if (start === undefined) return undefined;
    let text = '';
    for (let index = 0; index < size; index += 1) text += String.fromCharCode(exif.view.getUint8(start + index));
    return text;
  };
  const dates = exif.subIfd(EXIF_IFD_POINTER);
  return { original: ascii(dates.get(DATE_TIME_ORIGINAL), 19), offset: ascii(dates.get(OFFSET_TIME_ORIGINAL), 6), dateTime: ascii(exif.ifd0.get(DATE_TIME), 19) };
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
