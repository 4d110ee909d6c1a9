// Issue 41: the archive's offline search. MiniSearch holds, for each item, the words of its text
// folded and their Snowball stems, as the server's index does (shared/searchText.ts): the page
// that answers from file:// and the export that builds the index read these same options, so a
// word is found in the archive exactly when the app finds it.
import type { Options, SearchResult as MiniSearchResult } from 'minisearch';
import { parseSearchQuery, hasNoWords, searchSnippet, textWords, foldWord, type SearchQuery } from '../../../shared/searchText.ts';
import type { SearchKind } from '../../../shared/searchTypes.ts';

/** One item of the archive, as the index stores it. `href` is relative to the archive's top. */
export interface ArchiveSearchDoc {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  author: string;
  ts: number;
  href: string;
}

/** What the page shows: the contract's result shape, with the archive's link for `url`. */
export interface ArchiveSearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  snippet: string;
  highlights: Array<[number, number]>;
  author: string;
  ts: number;
  url: string;
}

/** Folded words and their stems: the same terms for the title and the text. */
function terms(text: string): string[] {
  return textWords(text).flatMap((word) => (word.stem === word.folded ? [word.folded] : [word.folded, word.stem]));
}

export const archiveSearchOptions: Options<ArchiveSearchDoc> = {
  fields: ['title', 'text'],
  storeFields: ['kind', 'title', 'text', 'author', 'ts', 'href'],
  tokenize: terms,
  // The terms are made by `terms` (index) and by the query's parser (search): kept as they are.
  processTerm: (term) => term,
  searchOptions: { tokenize: (text) => [text], processTerm: (term) => term },
};

/** The MiniSearch query of what was typed: every word through its stem, the last one as a prefix
 * of a word (or its stem), all of them needed. Phrases and `de:` filter afterwards. */
function miniQuery(query: SearchQuery) {
  const queries: Array<{ queries: string[]; prefix?: boolean; combineWith: 'OR' }> = query.words.map((word) => ({ queries: [word.stem], combineWith: 'OR' }));
  if (query.prefix) queries.push({ queries: [query.prefix.folded], prefix: true, combineWith: 'OR' });
  for (const phrase of query.phrases) for (const folded of phrase) queries.push({ queries: [folded], combineWith: 'OR' });
  return { queries, combineWith: 'AND' as const };
}

function hasPhrase(text: string, phrase: readonly string[]): boolean {
  const words = textWords(text).map((word) => word.folded);
  return words.some((_, index) => phrase.every((folded, offset) => words[index + offset] === folded));
}

interface Searchable {
  search(query: ReturnType<typeof miniQuery>, options?: object): MiniSearchResult[];
}

/** Newest first, as the app answers; at most `limit`. */
export function searchArchive(index: Searchable, q: string, limit = 100): ArchiveSearchHit[] {
  const query = parseSearchQuery(q);
  if (hasNoWords(query)) return [];
  const found = index.search(miniQuery(query)) as Array<MiniSearchResult & Omit<ArchiveSearchDoc, 'id'>>;
  return found
    .filter((hit) => query.author === null || foldWord(hit.author) === query.author)
    .filter((hit) => query.phrases.every((phrase) => hasPhrase(`${hit.title}\n${hit.text}`, phrase)))
    .sort((a, b) => b.ts - a.ts)
    .slice(0, limit)
    .map((hit) => {
      const { snippet, highlights } = searchSnippet(hit.text || hit.title, query);
      return { kind: hit.kind, id: String(hit.id), title: hit.title, snippet, highlights, author: hit.author, ts: hit.ts, url: hit.href };
    });
}
