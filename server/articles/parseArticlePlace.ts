import type { ArticlePlaceField } from '../../shared/tripTypes.ts';
import { isPlausiblePosition } from '../places/itemCapture.ts';
import { HttpError } from '../platform/errors.ts';
import { tripMessages } from '../trips/tripMessages.ts';

/**
 * The publish and edit calls' optional field `place` (issue 39): `{"lat": …, "lon": …}`, or
 * `none` (bare or as the JSON string "none") for an article with no place. Absent: undefined, and
 * the article's photos give its place. Anything else is refused, never guessed.
 */
export function parseArticlePlace(raw: string | undefined): ArticlePlaceField | undefined {
  if (raw === undefined) return undefined;
  if (raw.trim() === 'none') return 'none';
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, tripMessages.placeInvalid);
  }
  if (value === 'none') return 'none';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, tripMessages.placeInvalid);
  const { lat, lon, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isPlausiblePosition(lat, lon)) throw new HttpError(400, tripMessages.placeInvalid);
  return { lat, lon: lon as number };
}
