import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter, normaliseFreeText } from './freeText.ts';

describe('free text rule', () => {
  it('refuses NUL, BEL, escape, DEL, a C1 control, a lone surrogate and the bidi overrides in any field', () => {
    for (const character of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udc00', '\u202a', '\u202e', '\u2066', '\u2069']) {
      expect(hasForbiddenCharacter(`Vacances${character}2026`, 'line'), JSON.stringify(character)).toBe(true);
      expect(hasForbiddenCharacter(`Vacances${character}2026`, 'lines'), JSON.stringify(character)).toBe(true);
    }
  });

  it('keeps line feeds and tabs in text with lines, and refuses them and the line separators in one line', () => {
    for (const character of ['\n', '\t']) {
      expect(hasForbiddenCharacter(`un${character}deux`, 'lines')).toBe(false);
      expect(hasForbiddenCharacter(`un${character}deux`, 'line')).toBe(true);
    }
    expect(hasForbiddenCharacter('un\u2028deux', 'line')).toBe(true);
    expect(hasForbiddenCharacter('un\u2029deux', 'line')).toBe(true);
  });

  it('accepts accents, emoji with joiners and variation selectors, and right-to-left text', () => {
    for (const text of ['Noël à Étretat', 'Vacances ❤️', 'La famille 👨‍👩‍👧', 'שלום עליכם', 'Café\u0301']) {
      expect(hasForbiddenCharacter(text, 'line'), text).toBe(false);
    }
  });

  it('normalises to NFC with line feeds, trimmed', () => {
    expect(normaliseFreeText('  Cafe\u0301\r\nsuite\rfin  ')).toBe('Café\nsuite\nfin');
  });
});
