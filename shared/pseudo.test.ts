import { describe, expect, it } from 'vitest';
import { isPasswordLongEnough } from './pseudo.ts';

describe('isPasswordLongEnough', () => {
  it('refuses four emoji, eight UTF-16 units but four characters, as the server does', () => {
    const fourEmoji = '🐇🥕🐇🥕';
    expect(fourEmoji.length).toBe(8);
    expect(isPasswordLongEnough(fourEmoji)).toBe(false);
  });

  it('accepts eight emoji and eight plain letters', () => {
    expect(isPasswordLongEnough('🐇🥕🐇🥕🐇🥕🐇🥕')).toBe(true);
    expect(isPasswordLongEnough('carottes')).toBe(true);
  });

  it('refuses seven characters', () => {
    expect(isPasswordLongEnough('carotte')).toBe(false);
  });
});
