import { decideCapture, wallTimeAsUtc, type ItemCapture } from './itemCapture.ts';

// ISO 6709 as phones write it in QuickTime/MP4 (`©xyz`, or the `mdta` key
// com.apple.quicktime.location.ISO6709): "+45.9237+006.8694/" or with an altitude and a CRS.
// The degrees may also come as ±DDMM(.mm)/±DDDMM(.mm) or ±DDMMSS(.ss)/±DDDMMSS(.ss).
const iso6709 = /^([+-])(\d{2,6})(\.\d+)?([+-])(\d{3,7})(\.\d+)?(?:[+-]\d+(?:\.\d+)?)?(?:CRS[^/]*)?\/?$/;

function sexagesimal(integer: string, fraction: string, degreeDigits: number): number | null {
  const extra = integer.length - degreeDigits;
  const value = Number(integer + fraction);
  if (extra === 0) return value;
  const degrees = Number(integer.slice(0, degreeDigits));
  if (extra === 2) {
    const minutes = Number(integer.slice(degreeDigits) + fraction);
    return minutes < 60 ? degrees + minutes / 60 : null;
  }
  if (extra === 4) {
    const minutes = Number(integer.slice(degreeDigits, degreeDigits + 2));
    const seconds = Number(integer.slice(degreeDigits + 2) + fraction);
    return minutes < 60 && seconds < 60 ? degrees + minutes / 60 + seconds / 3600 : null;
  }
  return null;
}

/** Latitude and longitude from an ISO 6709 string, or null; ranges are judged by decideCapture. */
export function parseIso6709(text: unknown): { lat: number; lon: number } | null {
  const match = typeof text === 'string' ? iso6709.exec(text.trim()) : null;
  if (!match) return null;
  const [, latSign, latInt, latFraction = '', lonSign, lonInt, lonFraction = ''] = match as unknown as string[];
  const lat = sexagesimal(latInt!, latFraction, 2);
  const lon = sexagesimal(lonInt!, lonFraction, 3);
  if (lat === null || lon === null) return null;
  return { lat: latSign === '-' ? -lat : lat, lon: lonSign === '-' ? -lon : lon };
}

const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** An ISO 8601 instant; without a zone it is UTC, as `creation_time` is by convention. */
export function parseIsoInstant(text: unknown): number | null {
  const match = typeof text === 'string' ? isoDateTime.exec(text.trim()) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const asUtc = wallTimeAsUtc({ year, month, day, hour, minute, second });
  if (asUtc === null) return null;
  const millis = match[7] === undefined ? 0 : Math.floor(Number(match[7]) * 1000);
  const zone = match[8];
  if (zone === undefined || zone.toUpperCase() === 'Z') return asUtc + millis;
  const digits = zone.replace(':', '');
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  if (hours > 14 || minutes > 59) return null;
  return asUtc + millis - (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

/** ffprobe prints a container's tags with their keys as the file has them: matched here without case. */
function tag(tags: Record<string, unknown>, ...names: string[]): unknown {
  const wanted = names.map((name) => name.toLowerCase());
  for (const name of wanted) {
    for (const [key, value] of Object.entries(tags)) if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

/**
 * What a video's container tags (ffprobe's `format.tags`, read by the probe the upload already
 * runs) say, decided by the rules of itemCapture.ts. Apple's creation date keeps the local offset,
 * so it comes first; `creation_time` is UTC.
 */
export function captureFromVideoTags(tags: Record<string, unknown> | undefined, now: number): ItemCapture {
  const safe = tags !== null && typeof tags === 'object' ? tags : {};
  const position =
    parseIso6709(tag(safe, 'com.apple.quicktime.location.ISO6709')) ?? parseIso6709(tag(safe, 'location')) ?? parseIso6709(tag(safe, 'location-eng'));
  return decideCapture(
    {
      lat: position?.lat,
      lon: position?.lon,
      exactTimes: [parseIsoInstant(tag(safe, 'com.apple.quicktime.creationdate')), parseIsoInstant(tag(safe, 'creation_time'))],
    },
    now,
  );
}
