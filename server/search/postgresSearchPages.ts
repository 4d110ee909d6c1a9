import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../platform/db/schema.ts';
import type { FoundRow } from './searchRepository.ts';
import { recentIndexStart } from './recentSearchIndex.ts';

/** PostgreSQL reads this many newest items without its GIN index first (1–3 ms at most). */
export const defaultRecentItems = 1000;
const edgeReuseMs = 10_000;
/** How many spans of the newest items' ids a query may walk on, from the density they showed. */
export const defaultMaxSpans = 4;

/**
 * A page of matches on PostgreSQL, newest first. Its GIN index hands every match to the sort: a
 * frequent word cost a read of its whole posting list, and words that seldom meet a visit of each
 * older match on the heap (3,500 for « gâteau grand-mère », 20–32 ms). So the newest items are read
 * first, walking back along the ids and stopping at a page (`ts_match_vq` is `@@` itself, called
 * by name so the planner cannot take the GIN index for them). When they hold too few, the newest
 * 20,000 or so are read through their own GIN index, then the rest through the whole one. Until
 * that index is built, when they show matches but too few, the walk goes on over as many spans of
 * ids as their density says the page needs, at most `maxSpans` (0: none); only what is still
 * missing is read through the GIN index. Each read covers its own range of ids, so together they
 * give the page one read of everything would.
 */
export function postgresSearchPages(db: Kysely<DB>, { recentItems = defaultRecentItems, maxSpans = defaultMaxSpans } = {}) {
  // Any edge gives the same page, so the first page's may be a few seconds old: the items written
  // since are read first with the rest. Walking 1,000 ids to find it cost about 1 ms a search.
  let firstPage: { top: number; edge: number | null; at: number } | null = null;

  /** The newest id below `before`, and the `recentItems`th (null when there are fewer). */
  async function edgesBelow(before: number | null): Promise<{ top: number; edge: number | null } | null> {
    const now = Date.now();
    if (before === null && firstPage !== null && now - firstPage.at < edgeReuseMs) return firstPage;
    const below = before ?? Number.MAX_SAFE_INTEGER;
    const { rows } = await sql<{ top: string | null; edge: string | null }>`
      select (select id from search_items where id < ${below} order by id desc limit 1) as top,
             (select id from search_items where id < ${below} order by id desc limit 1 offset ${recentItems - 1}) as edge`.execute(db);
    const edges = rows[0]!.top === null ? null : { top: Number(rows[0]!.top), edge: rows[0]!.edge === null ? null : Number(rows[0]!.edge) };
    if (before === null) firstPage = edges === null ? null : { ...edges, at: now };
    return edges;
  }

  return async function page(matched: string, where: RawBuilder<unknown>, before: number | null, limit: number): Promise<FoundRow[]> {
    const read = async (match: RawBuilder<unknown>, range: RawBuilder<unknown>, count: number) => {
      const { rows } = await sql<FoundRow>`
        select s.id, s.kind, s.ts, s.title, s.body, s.url, s.item, u.first_name as author
        from search_items s left join users u on u.id = s.author_id
        where ${match} and ${range} and ${where}
        order by s.id desc limit ${count}`.execute(db);
      return rows.map((row) => ({ ...row, id: Number(row.id), ts: Number(row.ts) }));
    };
    const walked = sql`ts_match_vq(s.tsv, ${matched}::tsquery)`;
    const indexed = sql`s.tsv @@ ${matched}::tsquery`;
    const below = before ?? Number.MAX_SAFE_INTEGER;
    const edges = await edgesBelow(before);
    if (edges === null) return [];
    if (edges.edge === null) return read(indexed, sql`s.id < ${below}`, limit);
    const { top, edge } = edges;
    const recent = await read(walked, sql`s.id >= ${edge} and s.id < ${below}`, limit);
    if (recent.length >= limit) return recent;
    const missing = limit - recent.length;
    // The newest 20,000 items or so have a GIN index of their own (recentSearchIndex.ts): read
    // through it, a page visits only their matches; the whole index then gives what is missing.
    const since = await recentIndexStart(db);
    if (since !== null && since < edge) {
      const newer = await read(indexed, sql`s.id >= ${since} and s.id < ${edge}`, missing);
      if (newer.length >= missing) return [...recent, ...newer];
      return [...recent, ...newer, ...(await read(indexed, sql`s.id < ${since}`, missing - newer.length))];
    }
    const spans = Math.ceil((missing / Math.max(recent.length, 1)) * 1.5);
    if (recent.length === 0 || spans > maxSpans) return [...recent, ...(await read(indexed, sql`s.id < ${edge}`, missing))];
    // Ids follow time: the span of the newest items' ids, walked `spans` times further back.
    const floor = edge - spans * Math.max(top - edge, 1);
    const more = await read(walked, sql`s.id >= ${floor} and s.id < ${edge}`, missing);
    if (more.length >= missing) return [...recent, ...more];
    return [...recent, ...more, ...(await read(indexed, sql`s.id < ${floor}`, missing - more.length))];
  };
}
