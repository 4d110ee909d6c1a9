import exifr from 'exifr';
import { decideCapture, noCapture, wallTimeAsUtc, type ItemCapture, type WallTime } from './itemCapture.ts';

// Only these tags are read: exifr then reads the first chunk of the file (tens of KB), never the
// pixels, so this costs a few milliseconds beside a render that costs hundreds.
const pickedTags = [
  'DateTimeOriginal',
  'OffsetTimeOriginal',
  'GPSLatitude',
  'GPSLatitudeRef',
  'GPSLongitude',
  'GPSLongitudeRef',
  'GPSDateStamp',
  'GPSTimeStamp',
];

// Values as the file has them: exifr's revived Dates would be read in the server's zone, and its
// `latitude` would trust whatever the refs say.
const exifrOptions = {
  pick: pickedTags,
  reviveValues: false,
  translateValues: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
};

type Tags = Record<string, unknown>;

const exifDateTime = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const exifOffset = /^([+-])(\d{2}):?(\d{2})$/;
const exifDate = /^(\d{4}):(\d{2}):(\d{2})$/;

function parseWallTime(value: unknown): WallTime | null {
  const match = typeof value === 'string' ? exifDateTime.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

/** An EXIF offset ("+09:00") in milliseconds, or null. */
function parseOffset(value: unknown): number | null {
  const match = typeof value === 'string' ? exifOffset.exec(value.trim()) : null;
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 14 || minutes > 59) return null;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Degrees from EXIF's degrees, minutes, seconds (rationals already divided), signed by its ref. */
function parseCoordinate(value: unknown, ref: unknown, negative: string, positive: string): number | null {
  const parts = Array.isArray(value) ? value : [value];
  if (parts.length === 0 || parts.length > 3 || !parts.every(finite)) return null;
  const [degrees = 0, minutes = 0, seconds = 0] = parts as number[];
  if (degrees < 0 || minutes < 0 || minutes >= 60 || seconds < 0 || seconds >= 60) return null;
  const magnitude = degrees + minutes / 60 + seconds / 3600;
  const side = typeof ref === 'string' ? ref.trim().toUpperCase() : '';
  if (side === negative) return -magnitude;
  if (side === positive) return magnitude;
  return null;
}

/** The UTC instant of the GPS fix (GPSDateStamp + GPSTimeStamp), or null. */
function gpsInstant(tags: Tags): number | null {
  const date = typeof tags.GPSDateStamp === 'string' ? exifDate.exec(tags.GPSDateStamp.trim()) : null;
  const time = tags.GPSTimeStamp;
  if (!date || !Array.isArray(time) || time.length !== 3 || !time.every(finite)) return null;
  const [hour, minute, second] = time as [number, number, number];
  const whole = wallTimeAsUtc({
    year: Number(date[1]),
    month: Number(date[2]),
    day: Number(date[3]),
    hour,
    minute,
    second: Math.floor(second),
  });
  return whole === null ? null : whole + Math.round((second % 1) * 1000);
}

/** What a photo's EXIF says, decided by the rules of itemCapture.ts. */
export function captureFromExif(tags: Tags | undefined, now: number): ItemCapture {
  if (tags === undefined || tags === null || typeof tags !== 'object') return noCapture;
  const wallTime = parseWallTime(tags.DateTimeOriginal);
  const offset = parseOffset(tags.OffsetTimeOriginal);
  const asUtc = wallTime === null ? null : wallTimeAsUtc(wallTime);
  return decideCapture(
    {
      lat: parseCoordinate(tags.GPSLatitude, tags.GPSLatitudeRef, 'S', 'N'),
      lon: parseCoordinate(tags.GPSLongitude, tags.GPSLongitudeRef, 'W', 'E'),
      exactTimes: [asUtc !== null && offset !== null ? asUtc - offset : null],
      wallTime,
      fallbackTimes: [gpsInstant(tags)],
    },
    now,
  );
}

/**
 * The place and time of a photo, read from its original bytes or spooled file before anything
 * strips them. A file with no EXIF, or EXIF exifr cannot read, has none: never an error.
 */
export async function readPhotoCapture(source: string | Uint8Array, now = Date.now()): Promise<ItemCapture> {
  let tags: Tags | undefined;
  try {
    tags = (await exifr.parse(source instanceof Uint8Array ? Buffer.from(source.buffer, source.byteOffset, source.byteLength) : source, exifrOptions)) as
      | Tags
      | undefined;
  } catch {
    return noCapture;
  }
  return captureFromExif(tags, now);
}
