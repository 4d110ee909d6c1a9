import type { SearchApi } from '../api/searchApi.ts';
import type { SearchKind, SearchResult } from '../../shared/searchTypes.ts';
import { ApiError } from '../api/httpClient.ts';
import { matchedSpans, parseSearchQuery } from '../../shared/searchText.ts';

// In-memory search for store tests and stories: same contract, a plain accent-blind substring
// match in place of the server's French rules.

const DAY = 86_400_000;
const base = Date.UTC(2026, 7, 3, 9);

function result(kind: SearchKind, id: string, title: string, snippet: string, author: string, daysAfter: number, url: string): SearchResult {
  return { kind, id, title, snippet, highlights: [], author, ts: base + daysAfter * DAY, url };
}

/** What the grandfather's family wrote during the trip in the Alps. */
export const sampleSearchItems: readonly SearchResult[] = [
  result('article', '16', 'Jour 2 : Annecy sous le soleil', 'Après le marché, une fromagerie de la vieille ville nous a fait goûter un reblochon fermier.', 'Camille', 1, '/app/article/16'),
  result('comment', '41', 'Jour 2 : Annecy sous le soleil', 'La fromagerie de la rue Sainte-Claire ! Nous y allions déjà avec vos parents.', 'Papi', 1.2, '/app/article/16#comment-41'),
  result('message', '1785830400000', 'Lapinchat', 'On arrive à Chamonix vers 18 h, gardez-nous du fromage !', 'Léa', 2, '/app/lapinchat?message=1785830400000'),
  result('photo', 'p7', 'Les Alpes', 'La fromagerie et ses meules de beaufort', 'Camille', 1.1, '/app/lapingramviewer/Les%20Alpes?photo=p7'),
  result('video', 'v3', 'Descente vers Chamonix', 'Le téléphérique de l’Aiguille du Midi, filmé par Théo.', 'Théo', 3, '/app/lapintube/v3'),
  result('place', 'chamonix', 'Chamonix', 'Chamonix-Mont-Blanc, Haute-Savoie', '', 3, '/app/voyage/jour/4'),
];

export function foldFrench(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase();
}

/** The offsets of the words of `q` in `text`, by the app's French rules (shared/searchText.ts). */
export function highlightsOf(text: string, q: string): [number, number][] {
  return matchedSpans(text, parseSearchQuery(q));
}

export type FakeSearchOptions = {
  items?: readonly SearchResult[];
  /** Every call fails with this French message. */
  failWith?: string;
  /** Every call stays pending (the loading story). */
  pending?: boolean;
  pageSize?: number;
};

export function fakeSearchApi({ items = sampleSearchItems, failWith, pending = false, pageSize = 20 }: FakeSearchOptions = {}): SearchApi {
  return {
    search(_token, q, { kinds, before } = {}) {
      if (pending) return new Promise(() => undefined);
      if (failWith) return Promise.reject(new ApiError(failWith, 500));
      const words = foldFrench(q).split(/\s+/).filter(Boolean);
      const found = items
        .filter((item) => !kinds || kinds.includes(item.kind))
        .filter((item) => words.every((word) => foldFrench(`${item.title} ${item.snippet}`).includes(word)))
        .sort((a, b) => b.ts - a.ts)
        .map((item) => ({ ...item, highlights: highlightsOf(item.snippet, q) }));
      const start = before ? Number(before) : 0;
      const page = found.slice(start, start + pageSize);
      const next = start + pageSize < found.length ? String(start + pageSize) : null;
      return Promise.resolve({ results: page, next });
    },
  };
}
