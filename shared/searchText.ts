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
// Indexing 250,000 items stems the same few thousand words again and again.
const stemCache = new Map<string, string>();
const stemCacheLimit = 50_000;

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
  if (stemCache.size >= stemCacheLimit) stemCache.clear();
  stemCache.set(folded, stem);
  return stem;
}

function isElision(text: string, folded: string, end: number): boolean {
  return elidedWords.has(folded) && apostrophes.has(text[end] ?? '') && letterOrDigit.test(text[end + 1] ?? '');
}

/** The words of a text, elided articles left out, with where each stands in the text. */
export function textWords(text: string): TextWord[] {
  const words: TextWord[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const folded = foldWord(match[0]);
    if (folded === '' || isElision(text, folded, end)) continue;
    words.push({ start, end, folded, stem: stemWord(folded) });
  }
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

/** Which words of a text the query matched, as [start, end) offsets in the text. */
export function matchedSpans(text: string, query: SearchQuery): Array<[number, number]> {
  const words = textWords(text);
  const marked = new Array<boolean>(words.length).fill(false);
  const stems = new Set(query.words.map((word) => word.stem));
  words.forEach((word, index) => {
    if (stems.has(word.stem)) marked[index] = true;
    const prefix = query.prefix;
    if (prefix !== null && (word.folded.startsWith(prefix.folded) || word.stem === prefix.stem)) marked[index] = true;
  });
  for (const phrase of query.phrases) {
    for (let index = 0; index + phrase.length <= words.length; index += 1) {
      if (phrase.every((folded, offset) => words[index + offset]?.folded === folded)) {
        for (let offset = 0; offset < phrase.length; offset += 1) marked[index + offset] = true;
      }
    }
  }
  return words.filter((_, index) => marked[index]).map((word) => [word.start, word.end]);
}

/**
 * A short excerpt of a text around its first matched word, on one line, with the matched words'
 * offsets in the excerpt. A text with no match gives its beginning.
 */
export function searchSnippet(text: string, query: SearchQuery, maxLength = 160): { snippet: string; highlights: Array<[number, number]> } {
  const flat = text.replace(/\s/g, ' ');
  const spans = matchedSpans(flat, query);
  const first = spans[0]?.[0] ?? 0;
  let start = first <= maxLength / 3 ? 0 : first - Math.floor(maxLength / 3);
  // Starts and ends on a word boundary, so no word shows cut.
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space >= first ? start : space + 1;
  }
  let end = Math.min(flat.length, start + maxLength);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const lead = start > 0 ? '…' : '';
  const snippet = `${lead}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
  const shift = lead.length - start - (flat.slice(start, end).length - flat.slice(start, end).trimStart().length);
  const highlights = spans
    .filter(([spanStart, spanEnd]) => spanStart >= start && spanEnd <= end)
    .map(([spanStart, spanEnd]): [number, number] => [spanStart + shift, spanEnd + shift]);
  return { snippet, highlights };
}
