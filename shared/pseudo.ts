// The spec lists digits and special characters as forbidden in a pseudo; letters (accented ones
// included) and spaces are the only thing left, so the rule is written as what is allowed.
const lettersAndSpaces = /^[\p{L} ]*$/u;

export function isValidPseudoCharacters(pseudo: string): boolean {
  return lettersAndSpaces.test(pseudo.normalize('NFC'));
}

/** A pseudo must also hold at least one letter: spaces alone name nobody. */
export function isValidPseudo(pseudo: string): boolean {
  const trimmed = pseudo.trim();
  return trimmed.length > 0 && trimmed.length <= 40 && isValidPseudoCharacters(trimmed);
}

export const PASSWORD_MIN_LENGTH = 8;
