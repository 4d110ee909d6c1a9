import unhomoglyph from 'unhomoglyph';

// Unicode TR39 confusable detection. `unhomoglyph` carries the prototype mapping of Unicode's
// confusables.txt (Latin, Cyrillic, Greek, Cherokee… look-alikes: 'А' → 'A', 'ı' → 'i', 'I' → 'l').
// On top of it, what a relative reading a name does not notice is put aside before comparing:
// accents, compatibility forms (fullwidth letters), small capitals, the Arabic tatweel (a
// stretching stroke), invisible characters, spacing, and a letter of a second script tacked on.

/** The TR39 skeleton: NFD, each character replaced by its prototype, NFD again. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

// Small capitals have no compatibility decomposition and are lower case already: NFKC and
// toLowerCase leave 'ᴇ' as it is, while it reads as an 'e'.
const smallCapitals: Record<string, string> = {
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ʟ: 'l', ᴍ: 'm',
  ɴ: 'n', ᴏ: 'o', ᴘ: 'p', ꞯ: 'q', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z', ᴁ: 'ae', ɶ: 'oe',
};
const smallCapital = new RegExp(`[${Object.keys(smallCapitals).join('')}]`, 'gu');
// Marks (accents, once NFD split them off), format and default-ignorable characters, the tatweel.
const unseen = /[\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}\u0640]/gu;

/**
 * The name as it reads, case aside: NFKC, small capitals as letters, no accents, no tatweel or
 * invisible character, one space between words. Case is kept: the skeleton needs it ('I' → 'l').
 */
export function comparableText(name: string): string {
  return name
    .normalize('NFKC')
    .replace(smallCapital, (letter) => smallCapitals[letter] ?? letter)
    .normalize('NFD')
    .replace(unseen, '')
    .replace(/\p{White_Space}+/gu, ' ')
    .trim()
    .normalize('NFC');
}

// The scripts a family's names come in; Japanese and Korean names mix several, counted as one.
const scriptGroups: Array<[string, RegExp]> = [
  ...['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali', 'Gurmukhi',
    'Gujarati', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Georgian',
    'Ethiopic', 'Cherokee', 'Khmer', 'Mongolian'].map((script): [string, RegExp] => [script, new RegExp(`\\p{Script=${script}}`, 'u')]),
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\p{Script=Hangul}]/u],
];

function scriptOf(letter: string): string {
  return scriptGroups.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'other';
}

/**
 * The letters of the name's main script only (with its spaces): a name of one script is kept
 * whole, while "Grand Mere" followed by a Hebrew letter gives "Grand Mere". On a tie, nothing
 * is dropped.
 */
export function mainScriptOnly(name: string): string {
  const counts = new Map<string, number>();
  for (const letter of name.match(/\p{L}/gu) ?? []) {
    const script = scriptOf(letter);
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [main, second] = ranked;
  if (main === undefined || (second !== undefined && second[1] === main[1])) return name;
  return [...name]
    .filter((character) => !/\p{L}/u.test(character) || scriptOf(character) === main[0])
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** A skeleton as compared: lower case, no marks, letters and single spaces only. */
function finish(key: string): string {
  return key
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^\p{L} ]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Skeletons are case-sensitive ('I' maps to 'l', 'i' to itself), while pseudos are compared
 * without case. Two keys per form cover both: the skeleton of the lower-cased name ('АLICE' →
 * 'alice') and the lower-cased skeleton, skeletonised again ('AIice' → 'Alice' → 'alice'). The
 * forms are the comparable text and, for a name mixing scripts, its main script alone.
 */
export function confusableKeys(name: string): string[] {
  const text = comparableText(name);
  const forms = new Set([text, mainScriptOnly(text)]);
  const keys = [...forms].flatMap((form) => [skeleton(form.toLowerCase()), skeleton(skeleton(form).toLowerCase())]);
  return [...new Set(keys.map(finish))];
}

/** True when the two names could be taken for one another on screen, case and accents aside. */
export function looksAlike(a: string, b: string): boolean {
  const keys = new Set(confusableKeys(a));
  return confusableKeys(b).some((key) => keys.has(key));
}
