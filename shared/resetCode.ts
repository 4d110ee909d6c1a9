// Reset codes are read out over the phone: no 0/O, 1/I/L, and case, spaces and dashes do not matter.

export const RESET_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RESET_CODE_LENGTH = 10;
export const RESET_CODE_TTL_MS = 24 * 60 * 60_000;

/** What the relative typed, as the server compares it: upper case, without spaces or dashes. */
export function normaliseResetCode(typed: string): string {
  return typed
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\p{Pd}_.]/gu, '');
}

export function isWellFormedResetCode(code: string): boolean {
  return code.length === RESET_CODE_LENGTH && [...code].every((character) => RESET_CODE_ALPHABET.includes(character));
}

/** 'ABCDE FGHJK': two groups of five, easier to read out. */
export function groupResetCode(code: string): string {
  return `${code.slice(0, 5)} ${code.slice(5)}`;
}
