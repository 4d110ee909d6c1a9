import { foldWord, hasNoWords, parseSearchQuery, searchSnippet } from '../../shared/searchText.ts';
import { searchLimits, type SearchBody, type SearchKind, type SearchReply } from '../../shared/searchTypes.ts';
import { albumImageParam } from '../../shared/albumLinks.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { HttpError } from '../platform/errors.ts';
import type { SearchRepository } from './searchRepository.ts';
import { searchMessages } from './searchMessages.ts';
import { findPlaces, type TripSteps } from './searchPlaces.ts';

const photoIdInUrl = /\?photoId=(\d+)$/;
const nothing: SearchReply = { results: [], next: null };

/** Issue 41: one search over what the family wrote, newest first, a page at a time. */
export function createSearchService(repository: SearchRepository, tripSteps: TripSteps) {
  async function authorId(folded: string): Promise<number | undefined> {
    const members = await repository.members();
    return members.find((member) => foldWord(member.pseudo).replace(/\s+/g, ' ').trim() === folded)?.id;
  }

  /** The index keeps a photo's id (`?photoId=`); the viewer opens the photo it is given by name
   * (`?image=`), wherever the album's order has put it by the time the link is followed. Numbering
   * the albums' photos here instead cost up to 30 ms an answer (issue 41's p99). */
  async function namePhotos(results: Array<{ url: string }>): Promise<void> {
    const asked = results.flatMap((result) => {
      const match = photoIdInUrl.exec(result.url);
      return match ? [{ result, id: Number(match[1]) }] : [];
    });
    const names = await repository.photoNames(asked.map(({ id }) => id));
    for (const { result, id } of asked) {
      const name = names.get(id);
      result.url = result.url.replace(photoIdInUrl, name === undefined ? '' : `?${albumImageParam}=${encodeURIComponent(name)}`);
    }
  }

  return {
    async search(user: AuthUser, body: SearchBody): Promise<SearchReply> {
      const before = body.before === undefined ? null : Number(body.before);
      if (before !== null && !(Number.isSafeInteger(before) && before > 0)) throw new HttpError(400, searchMessages.badPage);
      const query = parseSearchQuery(body.q);
      if (hasNoWords(query)) return nothing;
      let author: number | null = null;
      if (query.author !== null) {
        const found = await authorId(query.author);
        if (found === undefined) return nothing;
        author = found;
      }
      // Places lead the first page (the index's pages follow its own order from there on).
      const wanted = (kind: SearchKind) => body.kinds === undefined || body.kinds.includes(kind);
      const places = before === null && wanted('place') ? await findPlaces(tripSteps, query) : [];
      const written = body.kinds?.filter((kind) => kind !== 'place') ?? null;
      if (written !== null && written.length === 0) return { results: places, next: null };
      const limit = searchLimits.pageSize - places.length;
      // One more than a page tells whether there is a next one.
      const rows = await repository.find(query, { viewerId: user.id, kinds: written, authorId: author, before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const results = page.map((row) => {
        const { snippet, highlights } = searchSnippet(row.body, query);
        return { kind: row.kind, id: row.item, title: row.title, snippet, highlights, author: row.author ?? '', ts: row.ts, url: row.url };
      });
      await namePhotos(results);
      return { results: [...places, ...results], next: rows.length > limit ? String(page.at(-1)!.id) : null };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
