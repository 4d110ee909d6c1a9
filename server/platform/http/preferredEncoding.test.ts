import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './preferredEncoding.ts';

describe('preferredEncoding', () => {
  it('prefers brotli when a browser accepts both', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=1.0, gzip;q=0.8')).toBe('br');
  });

  it('follows the client when it ranks gzip higher', () => {
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
  });

  it('falls back to gzip, and to nothing', () => {
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('honours q=0 as a refusal, and * for what is not named', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *;q=0.3')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBeUndefined();
  });

  it('reads names case-insensitively and survives junk', () => {
    expect(preferredEncoding('GZIP ; Q=0.7')).toBe('gzip');
    expect(preferredEncoding('br;q=abc, gzip')).toBe('gzip');
    expect(preferredEncoding(',,;;')).toBeUndefined();
  });
});
