import { product } from '../../shared/product.ts';
import { matchedSpans, textWords, type SearchQuery } from '../../shared/searchText.ts';
import type { SearchResult } from '../../shared/searchTypes.ts';
import type { Trip, TripStep } from '../../shared/tripTypes.ts';

/** At most this many places lead the first page: a town is one answer, not twenty. */
export const maxPlaceResults = 5;

/** Where search finds places: each trip's steps as Voyage shows them (home zones and hidden places
 * already left out), so a place is found exactly where a relative could see it. */
export type TripSteps = () => Promise<Array<{ trip: Trip; steps: TripStep[] }>>;

/** Every word of the query is in the town's name or its country (the last one as a prefix). */
function placeMatches(text: string, query: SearchQuery): boolean {
  const words = textWords(text);
  const stems = new Set(words.map((word) => word.stem));
  if (!query.words.every((word) => stems.has(word.stem))) return false;
  const prefix = query.prefix;
  if (prefix !== null && !words.some((word) => word.folded.startsWith(prefix.folded) || word.stem === prefix.stem)) return false;
  const folded = words.map((word) => word.folded).join(' ');
  return query.phrases.every((phrase) => ` ${folded} `.includes(` ${phrase.join(' ')} `));
}

const itemCount = (count: number) => (count === 1 ? '1 photo, vidéo ou récit' : `${count} photos, vidéos ou récits`);

/**
 * Issue 41: « Annecy » finds the trip's steps in Annecy, newest first; a step opens its day. Places
 * have no writer, so `de:` finds none.
 */
export async function findPlaces(tripSteps: TripSteps, query: SearchQuery): Promise<SearchResult[]> {
  if (query.author !== null) return [];
  const found = (await tripSteps()).flatMap(({ trip, steps }) =>
    steps
      .filter((step) => placeMatches(`${step.name} ${step.country}`, query))
      .map((step) => {
        const snippet = `${step.name}, ${step.country} · jour ${step.day} du voyage « ${trip.title} » · ${itemCount(step.count)}`;
        return {
          kind: 'place' as const,
          id: step.id,
          title: `${step.name}, ${step.country}`,
          snippet,
          highlights: matchedSpans(snippet, query),
          author: '',
          ts: step.at,
          url: `${product.routes.voyage}/jour/${step.day}`,
        };
      }),
  );
  return found.sort((a, b) => b.ts - a.ts).slice(0, maxPlaceResults);
}
