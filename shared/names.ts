// Rules that keep a displayed name (a pseudo, an album) from hiding what it is. Shared with the
// client so a form can say the same thing the server will.
import { product } from './product.ts';

// Control, format, surrogate, private-use and unassigned code points, line and paragraph
// separators, and every default-ignorable one: zero-width spaces and joiners (U+200B–U+200D),
// word joiner (U+2060), BOM (U+FEFF), bidi marks, embeddings, overrides and isolates (U+200E/F,
// U+202A–U+202E, U+2066–U+2069), soft hyphen, variation selectors, Hangul fillers. Plus the
// braille blank (U+2800), which shows as nothing.
const hiddenCharacter = /[\p{C}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

// Something that leaves ink: not a space, not a combining mark on its own, not hidden.
const visibleCharacter = /[^\p{White_Space}\p{M}\p{C}\p{Default_Ignorable_Code_Point}\u2800]/u;

export function hasHiddenCharacter(name: string): boolean {
  return hiddenCharacter.test(name);
}

export function hasVisibleCharacter(name: string): boolean {
  return visibleCharacter.test(name);
}

/** Lower case without accents: 'Lâpin' and 'LAPIN' both give 'lapin'. */
export function foldAccentsAndCase(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC').trim();
}

/** The chat's system sender's name ('lapin'), in any case and with any accents, is nobody's pseudo. */
export function isReservedPseudo(pseudo: string): boolean {
  return foldAccentsAndCase(pseudo) === foldAccentsAndCase(product.systemSender);
}
