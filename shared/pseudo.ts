import { hasHiddenCharacter } from './names.ts';

// The spec lists digits and special characters as forbidden in a pseudo; letters (accented ones
// included) and spaces are the only thing left, so the rule is written as what is allowed.
const lettersAndSpaces = /^[\p{L} ]*$/u;

// Hangul fillers are letters (Lo) that show as nothing: the hidden-character rule keeps them out.
export function isValidPseudoCharacters(pseudo: string): boolean {
  const nfc = pseudo.normalize('NFC');
  return lettersAndSpaces.test(nfc) && !hasHiddenCharacter(nfc);
}

/** A pseudo must also hold at least one letter: spaces alone name nobody. */
export function isValidPseudo(pseudo: string): boolean {
  const trimmed = pseudo.trim();
  return trimmed.length > 0 && trimmed.length <= 40 && isValidPseudoCharacters(trimmed);
}

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The password length rule of both sides: counted in code points, as the server counts it, so an
 * emoji is one character (a UTF-16 count would let four emoji through the form).
 */
export function isPasswordLongEnough(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH;
}
