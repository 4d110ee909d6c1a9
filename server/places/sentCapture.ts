import { captureFieldMaxLength } from '../../shared/sentCapture.ts';
import { HttpError } from '../platform/errors.ts';
import { decideCapture, hasCapture, wallTimeAsUtc, type ItemCapture, type WallTime } from './itemCapture.ts';

export const sentCaptureMessages = {
  malformed: 'Le champ « capture » doit être un objet JSON (lat, lon, takenAt, offset)',
  tooLong: `Le champ « capture » dépasse ${captureFieldMaxLength} caractères`,
} as const;

const wallPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const offsetPattern = /^([+-])(\d{2}):(\d{2})$/;

function wallTime(value: unknown): WallTime | null {
  const match = typeof value === 'string' ? wallPattern.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

function offsetMs(value: unknown): number | null {
  const match = typeof value === 'string' ? offsetPattern.exec(value) : null;
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 14 || minutes > 59) return null;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

/**
 * The `capture` field of an upload (shared/sentCapture.ts), decided by itemCapture.ts's rules: a
 * value that is no position or no plausible time is "no place" or "no time", as in a file. Only
 * a field that is not a JSON object, or is too long, is refused (400, in French). Never logged.
 */
export function parseSentCapture(value: string, now: number): ItemCapture {
  if (value.length > captureFieldMaxLength) throw new HttpError(400, sentCaptureMessages.tooLong);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new HttpError(400, sentCaptureMessages.malformed);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new HttpError(400, sentCaptureMessages.malformed);
  const fields = parsed as Record<string, unknown>;
  const wall = wallTime(fields.takenAt);
  const asUtc = wall === null ? null : wallTimeAsUtc(wall);
  const offset = offsetMs(fields.offset);
  return decideCapture(
    { lat: fields.lat, lon: fields.lon, exactTimes: [asUtc !== null && offset !== null ? asUtc - offset : null], wallTime: wall },
    now,
  );
}

/** What is kept: the file's own capture when it has one, else what the phone sent, else none. */
export function keptCapture(fromFile: ItemCapture, sent: ItemCapture | undefined): ItemCapture {
  return hasCapture(fromFile) || sent === undefined ? fromFile : sent;
}
