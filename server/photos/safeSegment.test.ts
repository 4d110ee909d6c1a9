import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostileNames } from '../testing/fixtures/hostileNames.ts';
import { UnsafePathError } from './photoErrors.ts';
import { assertSafeSegment, resolveInside } from './safeSegment.ts';

describe('assertSafeSegment', () => {
  it.each(hostileNames)('refuses %j', (name) => {
    expect(() => assertSafeSegment(name)).toThrow(UnsafePathError);
  });

  it.each(['Vacances été 2024', 'Noël à Quimper', 'x'.repeat(100), '🐇'.repeat(100), 'a..b', 'Mamie & Papi'])(
    'accepts %j',
    (name) => {
      expect(() => assertSafeSegment(name)).not.toThrow();
    },
  );

  it('refuses values that are not strings, as parsed JSON may hold', () => {
    expect(() => assertSafeSegment(42 as unknown as string)).toThrow(UnsafePathError);
    expect(() => assertSafeSegment(null as unknown as string)).toThrow(UnsafePathError);
  });
});

describe('resolveInside', () => {
  it('joins validated segments under the root', () => {
    expect(resolveInside('/data/media', 'album', 'file.jpg')).toBe(join('/data/media', 'album', 'file.jpg'));
  });

  it('never returns the root itself or a path outside it', () => {
    expect(() => resolveInside('/data/media', '..')).toThrow(UnsafePathError);
    expect(() => resolveInside('/data/media')).toThrow(UnsafePathError);
  });
});
