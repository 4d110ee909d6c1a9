import { describe, expect, it } from 'vitest';
import { fitPhoto } from './photoFit.ts';
import { dayTitle, frenchTypography, THIN, tripDates, typeset } from './bookText.ts';

describe('the book’s French typography', () => {
  it('sets a thin no-break space before ; : ! ? where the writer typed none, and guillemets', () => {
    expect(frenchTypography('Enfin! Quoi? Oui; non: peut-être.')).toBe(`Enfin${THIN}! Quoi${THIN}? Oui${THIN}; non${THIN}: peut-être.`);
    expect(frenchTypography('Déjà là ! Et là ?!')).toBe(`Déjà là${THIN}! Et là${THIN}?!`);
    expect(frenchTypography('Il a dit "bonjour" puis « au revoir ».')).toBe(`Il a dit «${THIN}bonjour${THIN}» puis «${THIN}au revoir${THIN}».`);
    // Not in an hour, an address, or an odd quote.
    expect(frenchTypography('À 10:30, voir https://exemple.fr et 5" de pluie')).toBe('À 10:30, voir https://exemple.fr et 5" de pluie');
    // What the embedded font can draw: U+2009 before a closing sign, U+00A0 after «.
    expect(typeset('"Oui!"')).toBe('«\u00a0Oui\u2009!\u2009»');
  });

  it('writes the days and the dates in French', () => {
    expect(dayTitle(3, '2026-08-04')).toBe('Jour 3 · mardi 4 août');
    expect(dayTitle(1, '2026-08-01')).toBe('Jour 1 · samedi 1er août');
    expect(tripDates('2026-08-01', '2026-08-15')).toBe('du 1er au 15 août 2026');
    expect(tripDates('2026-07-28', '2026-08-03')).toBe('du 28 juillet au 3 août 2026');
    expect(tripDates('2026-12-28', '2027-01-03')).toBe('du 28 décembre 2026 au 3 janvier 2027');
  });
});

describe('a photo’s printed size', () => {
  it('resamples to 300 dpi when the original has the pixels, never upscales, and prints under 150 dpi smaller', () => {
    // 4000 px into 5 inches: 1500 px at 300 dpi.
    expect(fitPhoto(4000, 3000, 360, 360)).toEqual({ width: 360, height: 270, pixelWidth: 1500, pixelHeight: 1125 });
    // 1200 px into 5 inches is 240 dpi: its own pixels, at the full size.
    expect(fitPhoto(1200, 800, 360, 360)).toMatchObject({ width: 360, pixelWidth: 1200, pixelHeight: 800 });
    // 300 px would be 60 dpi: printed 2 inches wide, at 150 dpi.
    expect(fitPhoto(300, 200, 360, 360)).toEqual({ width: 144, height: 96, pixelWidth: 300, pixelHeight: 200 });
  });
});
