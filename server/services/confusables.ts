import unhomoglyph from 'unhomoglyph';

// Unicode TR39 confusable detection. `unhomoglyph` carries the prototype mapping of Unicode's
// confusables.txt (Latin, Cyrillic, Greek, Cherokee… look-alikes: 'А' → 'A', 'ı' → 'i', 'I' → 'l').

/** The TR39 skeleton: NFD, each character replaced by its prototype, NFD again. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * Skeletons are case-sensitive ('I' maps to 'l', 'i' to itself), while pseudos are compared
 * without case. Two keys cover both: the skeleton of the lower-cased name ('АLICE' → 'alice') and
 * the lower-cased skeleton, skeletonised again ('AIice' → 'Alice' → 'alice').
 */
export function confusableKeys(name: string): string[] {
  const text = name.normalize('NFC');
  return [...new Set([skeleton(text.toLowerCase()), skeleton(skeleton(text).toLowerCase())])];
}

/** True when the two names could be taken for one another on screen, case aside. */
export function looksAlike(a: string, b: string): boolean {
  const keys = new Set(confusableKeys(a));
  return confusableKeys(b).some((key) => keys.has(key));
}
