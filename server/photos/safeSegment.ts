import { isAbsolute, resolve, sep } from 'node:path';
import { UnsafePathError } from './photoErrors.ts';

export const maxSegmentLength = 100;

// Separators, control characters (Cc: NUL, C0, DEL, C1) and lone surrogates (Cs), which do not
// survive the trip through a UTF-8 file name.
const forbiddenCharacters = /[/\\]|\p{Cc}|\p{Cs}/u;

/**
 * Throws UnsafePathError unless `name` is usable as one folder or file name under a root: not
 * empty, no separators, NUL or control characters, at most 100 characters. A leading dot is
 * refused too, which rules out '.', '..', hidden files and the store's own `.tmp-` files.
 */
export function assertSafeSegment(name: string): void {
  const unsafe =
    typeof name !== 'string' ||
    name.length === 0 ||
    name.startsWith('.') ||
    forbiddenCharacters.test(name) ||
    isAbsolute(name) ||
    [...name].length > maxSegmentLength;
  if (unsafe) throw new UnsafePathError({ cause: `unsafe path segment ${JSON.stringify(name)}` });
}

/** `root` joined with validated segments; throws UnsafePathError if the result would leave `root`. */
export function resolveInside(root: string, ...segments: string[]): string {
  for (const segment of segments) assertSafeSegment(segment);
  const base = resolve(root);
  const target = resolve(base, ...segments);
  if (!target.startsWith(base + sep)) {
    throw new UnsafePathError({ cause: `${JSON.stringify(segments)} resolves outside ${base}` });
  }
  return target;
}
