import tzLookup from '@photostructure/tz-lookup';

/**
 * Where and when a photo or a video was taken, as Lapin keeps it. This file alone decides what a
 * place and a time are: the photo reader (EXIF) and the video reader (ffprobe's tags) only pull raw
 * values out of their files and hand them here.
 *
 * Nonsense is "no place" or "no time", never an error: a position that is not finite, out of
 * range, or exactly (0, 0) (what a phone without a fix writes) is no place; a time before 1990 or
 * more than a day ahead of the server's clock is no time. A position is never logged.
 */
export interface ItemCapture {
  lat: number | null;
  lon: number | null;
  /** Epoch milliseconds, UTC. */
  takenAt: number | null;
  /** The IANA zone of the position (found offline); null without a position. */
  tz: string | null;
}

export const noCapture: ItemCapture = { lat: null, lon: null, takenAt: null, tz: null };

const earliestCapture = Date.UTC(1990, 0, 1);
const dayMs = 24 * 60 * 60 * 1000;

/** A wall-clock time as a camera writes it, with no zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function isPlausiblePosition(lat: unknown, lon: unknown): lat is number {
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return false;
  return !(lat === 0 && lon === 0);
}

export function isPlausibleTime(ms: unknown, now: number): ms is number {
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= earliestCapture && ms <= now + dayMs;
}

/** The zone of a position, or null where the lookup has none to give. */
export function zoneAt(lat: number, lon: number): string | null {
  try {
    const zone = tzLookup(lat, lon);
    return typeof zone === 'string' && zone !== '' ? zone : null;
  } catch {
    return null;
  }
}

/** The UTC instant of a valid wall time taken as UTC, or null when a field is out of its range. */
export function wallTimeAsUtc(wall: WallTime): number | null {
  const { year, month, day, hour, minute, second } = wall;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(ms);
  // Date.UTC rolls 31 February into March: a date that does not round-trip is not a date.
  const valid =
    Number.isFinite(ms) &&
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second;
  return valid ? ms : null;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/** How far `zone`'s clock is ahead of UTC at the instant `utcMs`, in milliseconds. */
function zoneOffsetMs(utcMs: number, zone: string): number {
  const parts = Object.fromEntries(zoneFormat(zone).formatToParts(new Date(utcMs)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The calendar date (YYYY-MM-DD) of an instant at a place: a day of the trip is the local date of
 * the item in its own zone, so 23:30 in Tokyo stays on that Tokyo day. Undefined zone: the
 * server's own; a zone the runtime does not know gives null.
 */
export function localDateOf(utcMs: number, zone: string | undefined): string | null {
  const name = zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    const parts = Object.fromEntries(zoneFormat(name).formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]));
    return `${parts.year!.padStart(4, '0')}-${parts.month!.padStart(2, '0')}-${parts.day!.padStart(2, '0')}`;
  } catch {
    return null;
  }
}

/** The instant a wall time shows in `zone` (undefined zone: the server's own). */
export function wallTimeInZone(wall: WallTime, zone: string | undefined): number | null {
  const asUtc = wallTimeAsUtc(wall);
  if (asUtc === null) return null;
  const name = zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    // Twice: the offset at the first guess can differ from the one at the answer across a DST change.
    const first = asUtc - zoneOffsetMs(asUtc, name);
    return asUtc - zoneOffsetMs(first, name);
  } catch {
    return null;
  }
}

/** The raw values a reader found in a file, each possibly missing or hostile. */
export interface RawCapture {
  lat?: unknown;
  lon?: unknown;
  /** Instants that say their own zone (an offset, or UTC), best first. */
  exactTimes?: readonly (number | null)[];
  /** A wall time with no zone: placed in the position's zone, else the server's. */
  wallTime?: WallTime | null;
  /** Instants less trustworthy than a wall time in the position's zone (a GPS fix's clock). */
  fallbackTimes?: readonly (number | null)[];
}

/** The one rule that turns what a file says into what Lapin keeps. */
export function decideCapture(raw: RawCapture, now: number): ItemCapture {
  const located = isPlausiblePosition(raw.lat, raw.lon);
  const lat = located ? (raw.lat as number) : null;
  const lon = located ? (raw.lon as number) : null;
  const tz = lat !== null && lon !== null ? zoneAt(lat, lon) : null;
  const plausible = (ms: number | null | undefined) => (ms != null && isPlausibleTime(ms, now) ? ms : null);
  const candidates: (() => number | null)[] = [
    ...(raw.exactTimes ?? []).map((ms) => () => ms),
    () => (raw.wallTime && tz !== null ? wallTimeInZone(raw.wallTime, tz) : null),
    ...(raw.fallbackTimes ?? []).map((ms) => () => ms),
    () => (raw.wallTime ? wallTimeInZone(raw.wallTime, undefined) : null),
  ];
  let takenAt: number | null = null;
  for (const candidate of candidates) {
    takenAt = plausible(candidate());
    if (takenAt !== null) break;
  }
  return { lat, lon, takenAt, tz };
}

export function hasCapture(capture: ItemCapture): boolean {
  return capture.lat !== null || capture.takenAt !== null;
}
