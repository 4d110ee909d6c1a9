import { describe, expect, it } from 'vitest';
import { confusableKeys, looksAlike, skeleton } from './confusables.ts';

describe('confusable skeletons (Unicode TR39)', () => {
  it('map Cyrillic, Greek and Cherokee look-alikes to their Latin prototype', () => {
    expect(skeleton('Аlice')).toBe('Alice');
    expect(skeleton('Αlice')).toBe('Alice');
    expect(skeleton('Ꮮapin')).toBe('Lapin');
  });

  it('compare pseudos whatever their case', () => {
    expect(looksAlike('Alice', 'ALICE')).toBe(true);
    expect(looksAlike('Alice', 'AIice')).toBe(true);
    expect(looksAlike('Marie', 'Маrіе')).toBe(true);
    expect(confusableKeys('Alice')).toEqual(['alice']);
  });

  it('keep different names apart, accents included', () => {
    expect(looksAlike('Alice', 'Alicia')).toBe(false);
    expect(looksAlike('Léa', 'Lea')).toBe(false);
    expect(looksAlike('Paul', 'Pauline')).toBe(false);
  });
});
