import type { LoadReply } from '../../shared/articleTypes.ts';
import type { LiveEvents } from '../live/liveEvents.ts';
import { sharedJson, type SharedJson } from '../platform/http/sharedJson.ts';
import type { ReactionRow } from './reactionsRepository.ts';
import { videoCommentIdOf, withArticleReactions, type ReactionsService } from './reactionsService.ts';

/** The reactions of one newest page, read once, and the page's JSON per set of `mine`. */
interface PageReactions {
  generation: number;
  rows: Promise<ReactionRow[]>;
  ready?: ReactionRow[];
  /** By the reader's own reactions on the page: every relative without any shares one JSON. */
  serialized: Map<string, SharedJson>;
}

/** What turns a page into JSON: the route's own serializer, which the reply carries. */
export interface PageSerializer {
  serialize(page: LoadReply): unknown;
}

/** Past this many distinct readers' JSONs of one page, the oldest go (a family is smaller). */
const MAX_SERIALIZED = 64;

/**
 * The newest page is shared by every relative (articles/articleRoutes.ts); its reactions differ
 * only by `mine`. They are read once per page and per change of an article's or comment's
 * reactions (heard from every node), and the page is turned into JSON once per distinct set of
 * the reader's own reactions, so a poll from a relative seen before costs no query.
 */
export function createFeedReactions(reactions: ReactionsService, events: LiveEvents) {
  const pages = new WeakMap<LoadReply, PageReactions>();
  let generation = 0;
  events.on('reaction', (kind, id) => {
    // A video's comment (`v<id>`) is on no page of the feed.
    if (kind === 'article' || (kind === 'comment' && videoCommentIdOf(id) === undefined)) generation += 1;
  });

  function entryFor(page: LoadReply): PageReactions {
    let entry = pages.get(page);
    if (entry === undefined || entry.generation !== generation) {
      const fresh: PageReactions = { generation, rows: reactions.rowsOfArticles(page.articles), serialized: new Map() };
      fresh.rows.then(
        (rows) => {
          fresh.ready = rows;
        },
        () => {
          if (pages.get(page) === fresh) pages.delete(page);
        },
      );
      pages.set(page, fresh);
      entry = fresh;
    }
    return entry;
  }

  /** What sets one reader's JSON of a page apart: their own reactions on it. */
  const ownReactions = (rows: readonly ReactionRow[], reader: number) =>
    rows
      .filter((row) => row.account_id === reader)
      .map((row) => `${row.kind}:${row.item}:${row.emoji}`)
      .join('|');

  function serialized(entry: PageReactions, page: LoadReply, rows: readonly ReactionRow[], reader: number, serializer: PageSerializer): SharedJson {
    const own = ownReactions(rows, reader);
    let shared = entry.serialized.get(own);
    if (shared === undefined) {
      shared = sharedJson(String(serializer.serialize({ ...page, articles: withArticleReactions(page.articles, rows, reader) })));
      if (entry.serialized.size >= MAX_SERIALIZED) entry.serialized.delete(entry.serialized.keys().next().value!);
      entry.serialized.set(own, shared);
    }
    return shared;
  }

  return {
    /** The page's JSON for `reader` when its reactions are read already, without waiting. */
    ready(page: LoadReply, reader: number, serializer: PageSerializer): SharedJson | undefined {
      const entry = entryFor(page);
      return entry.ready === undefined ? undefined : serialized(entry, page, entry.ready, reader, serializer);
    },

    async shared(page: LoadReply, reader: number, serializer: PageSerializer): Promise<SharedJson> {
      const entry = entryFor(page);
      return serialized(entry, page, await entry.rows, reader, serializer);
    },
  };
}

export type FeedReactions = ReturnType<typeof createFeedReactions>;
