import { describe, expect, it } from 'vitest';
import {
  groupResetCode,
  isWellFormedResetCode,
  normaliseResetCode,
  RESET_CODE_ALPHABET,
} from '../../shared/resetCode.ts';
import { newResetCode } from './resetCodes.ts';

describe('reset codes', () => {
  it('use an alphabet without characters that read alike', () => {
    expect(RESET_CODE_ALPHABET).toHaveLength(31);
    for (const lookalike of ['0', 'O', '1', 'I', 'L']) expect(RESET_CODE_ALPHABET).not.toContain(lookalike);
  });

  it('are well formed and draw on the whole alphabet', () => {
    const codes = Array.from({ length: 500 }, newResetCode);
    expect(codes.every(isWellFormedResetCode)).toBe(true);
    expect(new Set(codes.join('')).size).toBe(RESET_CODE_ALPHABET.length);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('normalise what a relative types: case, spaces, dashes, full-width letters', () => {
    expect(normaliseResetCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(normaliseResetCode('ABC DE\u2013FG HJK')).toBe('ABCDEFGHJK');
    expect(normaliseResetCode('ＡＢＣＤＥＦＧＨＪＫ')).toBe('ABCDEFGHJK');
    expect(isWellFormedResetCode(normaliseResetCode('abc0efghjk'))).toBe(false);
  });

  it('group in two fives for reading out', () => {
    expect(groupResetCode('ABCDEFGHJK')).toBe('ABCDE FGHJK');
  });
});
