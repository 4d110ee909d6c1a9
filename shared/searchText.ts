// Issue 41: the French rules of search, one module for the server's index and queries, the client
// (highlights) and the archive's offline search page, so the three find the same things. Browser
// safe: no Node module.
//
// Every word is folded (lower case, œ → oe, æ → ae, accents dropped) and then stemmed (Snowball
// French). Folding comes first so « randonnees » typed without accents meets « randonnées »: the
// stemmer reads « randonnées » as « randon » but « randonnees » as « randonne »; folded, both are
// « randonne ». The elided article (l', d', qu', jusqu'…) is not a word: « l'église » is « eglise ».
//
// A text is indexed twice over the same positions: its folded words (for the last word typed, a
// prefix, and for "quoted phrases", the exact words) and their stems (for the other words, so
// « randonnées » finds « randonnée »).
import snowballFactory from 'snowball-stemmers';

/** One word of a text: its place in the text as written (UTF-16 offsets), folded and stemmed. */
export interface TextWord {
  start: number;
  end: number;
  folded: string;
  stem: string;
}

/** A word of a query, folded and stemmed as the index is. */
export interface QueryWord {
  folded: string;
  stem: string;
}

export interface SearchQuery {
  /** Each is found through its stem. */
  words: QueryWord[];
  /** The last word typed: its folded form begins a word of the text, or its stem is one. */
  prefix: QueryWord | null;
  /** "Quoted phrases": folded words, one after the other. */
  phrases: string[][];
  /** `de:Camille`: the folded pseudo of one member, whose writing alone is searched. */
  author: string | null;
}

/** A prefix shorter than this is read as a whole word: « a » would otherwise be most of the index. */
export const minPrefixLength = 2;

const elidedWords = new Set(['l', 'd', 'j', 'qu', 'n', 's', 'c', 'm', 't', 'jusqu', 'lorsqu', 'puisqu']);
const apostrophes = new Set(["'", '’']);
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;
const letterOrDigit = /[\p{L}\p{N}]/u;

let stemmer: { stem(word: string): string } | null = null;
// Indexing 250,000 items, and cutting every answer's snippets, meet the same few thousand words
// again and again: folding one (a Unicode normalisation) costs more than the rest of reading it.
const stemCache = new Map<string, string>();
const wordCache = new Map<string, QueryWord>();
const cacheLimit = 50_000;

export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** The Snowball French stem of a folded word. */
export function stemWord(folded: string): string {
  const known = stemCache.get(folded);
  if (known !== undefined) return known;
  stemmer ??= snowballFactory.newStemmer('french');
  const stem = stemmer.stem(folded) || folded;
  if (stemCache.size >= cacheLimit) stemCache.clear();
  stemCache.set(folded, stem);
  return stem;
}

function isElision(text: string, folded: string, end: number): boolean {
  return elidedWords.has(folded) && apostrophes.has(text[end] ?? '') && letterOrDigit.test(text[end + 1] ?? '');
}

/** A word as written, folded and stemmed. */
function readWord(written: string): QueryWord {
  const known = wordCache.get(written);
  if (known !== undefined) return known;
  const folded = foldWord(written);
  const word = { folded, stem: folded === '' ? '' : stemWord(folded) };
  if (wordCache.size >= cacheLimit) wordCache.clear();
  wordCache.set(written, word);
  return word;
}

/** Reads a text's words in order, elided articles left out, from `from` to the last word beginning
 * before `to`; stops at the first word `visit` answers true to (a callback, not a generator: a
 * snippet reads thousands of words an answer). */
function readWords(text: string, visit: (word: TextWord) => boolean, from = 0, to = text.length): void {
  // A pattern of its own: its place in the text is this reading's.
  const pattern = new RegExp(wordPattern);
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match !== null && match.index < to; match = pattern.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    const { folded, stem } = readWord(match[0]);
    if (folded === '' || isElision(text, folded, end)) continue;
    if (visit({ start, end, folded, stem })) return;
  }
}

/** The words of a text, elided articles left out, with where each stands in the text. */
export function textWords(text: string, from = 0, to = text.length): TextWord[] {
  const words: TextWord[] = [];
  readWords(
    text,
    (word) => {
      words.push(word);
      return false;
    },
    from,
    to,
  );
  return words;
}

/** Longer "words" (« éééé… » typed for fun, a pasted key) are not indexed: nobody searches for them,
 * and PostgreSQL refuses a lexeme past 2,047 bytes, which would refuse the message itself. */
export const maxIndexedWordLength = 100;

/** What the index holds for some texts: folded words and their stems, position for position. */
export function indexTerms(texts: readonly string[]): { folded: string[]; stems: string[] } {
  const folded: string[] = [];
  const stems: string[] = [];
  for (const text of texts) {
    for (const word of textWords(text)) {
      if (word.folded.length > maxIndexedWordLength) continue;
      folded.push(word.folded);
      stems.push(word.stem);
    }
  }
  return { folded, stems };
}

function queryWords(chunk: string): QueryWord[] {
  return textWords(chunk).map(({ folded, stem }) => ({ folded, stem }));
}

// `de:"Jean Paul"`, `de:Camille`, `"a phrase"` (closed or still being typed), or a bare chunk.
const queryPattern = /de:"([^"]*)"?|de:(\S+)|"([^"]*)"?|([^\s"]+)/giu;

/** Reads what was typed: words, "phrases", `de:Camille`; the last word, when it ends the query, is a prefix. */
export function parseSearchQuery(q: string): SearchQuery {
  const words: QueryWord[] = [];
  const phrases: string[][] = [];
  let author: string | null = null;
  let lastIsBare = false;
  for (const match of q.normalize('NFC').matchAll(queryPattern)) {
    const [, quotedAuthor, bareAuthor, phrase, bare] = match;
    lastIsBare = false;
    if (quotedAuthor !== undefined || bareAuthor !== undefined) {
      const name = foldWord((quotedAuthor ?? bareAuthor ?? '').trim()).replace(/\s+/g, ' ');
      if (name !== '') author = name;
    } else if (phrase !== undefined) {
      const folded = queryWords(phrase).map((word) => word.folded);
      if (folded.length > 0) phrases.push(folded);
    } else if (bare !== undefined) {
      const found = queryWords(bare);
      words.push(...found);
      lastIsBare = found.length > 0;
    }
  }
  const last = lastIsBare ? words.at(-1) : undefined;
  const prefix = last !== undefined && last.folded.length >= minPrefixLength ? last : null;
  if (prefix !== null) words.pop();
  return { words: dedupeWords(words), prefix, phrases, author };
}

function dedupeWords(words: QueryWord[]): QueryWord[] {
  const seen = new Set<string>();
  return words.filter((word) => !seen.has(word.stem) && seen.add(word.stem));
}

/** True when the query asks for no word at all (only punctuation, or only `de:`). */
export function hasNoWords(query: SearchQuery): boolean {
  return query.words.length === 0 && query.prefix === null && query.phrases.length === 0;
}

/** The query's single words, read once for many texts. */
function wordMatcher(query: SearchQuery): (word: TextWord) => boolean {
  const stems = new Set(query.words.map((word) => word.stem));
  const prefix = query.prefix;
  return (word) => stems.has(word.stem) || (prefix !== null && (word.folded.startsWith(prefix.folded) || word.stem === prefix.stem));
}

/** Which words of a text the query matched, as [start, end) offsets in the text. */
export function matchedSpans(text: string, query: SearchQuery, from = 0, to = text.length): Array<[number, number]> {
  const words = textWords(text, from, to);
  const matches = wordMatcher(query);
  const marked = words.map(matches);
  for (const phrase of query.phrases) {
    for (let index = 0; index + phrase.length <= words.length; index += 1) {
      if (phrase.every((folded, offset) => words[index + offset]?.folded === folded)) {
        for (let offset = 0; offset < phrase.length; offset += 1) marked[index + offset] = true;
      }
    }
  }
  return words.filter((_, index) => marked[index]).map((word) => [word.start, word.end]);
}

/** Where the first matched word begins (a phrase's first word), reading no further than it; null if
 * none begins in the first `within` characters. */
function firstMatch(text: string, query: SearchQuery, within: number): number | null {
  const matches = wordMatcher(query);
  const longest = Math.max(0, ...query.phrases.map((phrase) => phrase.length));
  const recent: TextWord[] = [];
  let first: number | null = null;
  readWords(
    text,
    (word) => {
      recent.push(word);
      if (recent.length > longest) recent.shift();
      if (matches(word)) first = word.start;
      for (const phrase of query.phrases) {
        const begins = recent.length - phrase.length;
        if (begins >= 0 && phrase.every((folded, offset) => recent[begins + offset]!.folded === folded)) first = Math.min(first ?? word.start, recent[begins]!.start);
      }
      return first !== null;
    },
    0,
    Math.min(text.length, within),
  );
  return first;
}

/** A snippet shows the first match within this many characters of a text, else its beginning: an
 * answer's twenty snippets cost the same for a long story as for a short one. */
export const snippetSearchLength = 10_000;
/** Words read on either side of a snippet, so a "phrase" cut by its edge still shows highlighted. */
const phraseMargin = 200;

/**
 * A short excerpt of a text around its first matched word, on one line, with the matched words'
 * offsets in the excerpt. A text with no match gives its beginning. Only the excerpt's
 * neighbourhood is read.
 */
export function searchSnippet(text: string, query: SearchQuery, maxLength = 160): { snippet: string; highlights: Array<[number, number]> } {
  const first = firstMatch(text, query, snippetSearchLength) ?? 0;
  let start = first <= maxLength / 3 ? 0 : first - Math.floor(maxLength / 3);
  // Whitespace is one UTF-16 unit, so the flattened text keeps the text's offsets.
  const flat = text.slice(0, Math.min(text.length, first + maxLength + 1)).replace(/\s/g, ' ');
  // Starts and ends on a word boundary, so no word shows cut.
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space >= first ? start : space + 1;
  }
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const shown = flat.slice(start, end);
  const lead = start > 0 ? '…' : '';
  const snippet = `${lead}${shown.trim()}${end < text.length ? '…' : ''}`;
  const shift = lead.length - start - (shown.length - shown.trimStart().length);
  // From the character before, so a word the cut begins inside is read whole, and left out.
  const margin = query.phrases.length > 0 ? phraseMargin : 0;
  const highlights = matchedSpans(text, query, Math.max(0, start - 1 - margin), Math.min(text.length, end + margin))
    .filter(([spanStart, spanEnd]) => spanStart >= start && spanEnd <= end)
    .map(([spanStart, spanEnd]): [number, number] => [spanStart + shift, spanEnd + shift]);
  return { snippet, highlights };
}
