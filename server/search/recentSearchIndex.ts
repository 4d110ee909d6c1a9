import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../platform/db/dialect.ts';
import type { DB } from '../platform/db/schema.ts';

/**
 * PostgreSQL only: a second GIN index, partial, over the newest items (`where id >= <start>`). A
 * search whose newest 1,000 items hold too few matches read the whole GIN index, which visits every
 * older match on the heap to keep the newest few (« tarte souvenir »: 992 rows, 6.7 ms); read over
 * the newest 20,000 items first, the same page took 0.65 ms. Its start is in its name; it is built
 * anew, further on, once twice as many items are past it. Searches stay right without it: the
 * range they add only lets the planner take it.
 */
export const recentIndexPrefix = 'search_items_tsv_since_';
export const defaultRecentIndexItems = 20_000;
/** The advisory lock of the rebuild, one node at a time: 'Lapin' and 's' (search) in ASCII. */
const REBUILD_LOCK = 0x4c6170696e73;
const boundaryReuseMs = 60_000;

const known = new WeakMap<Kysely<DB>, { start: number | null; at: number }>();

/** The indexes of `search_items` whose name begins with `prefix`, and whether each is valid. */
async function searchIndexes(db: Kysely<DB>, prefix: string): Promise<Array<{ name: string; valid: boolean }>> {
  const { rows } = await sql<{ name: string; valid: boolean }>`
    select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'search_items'::regclass and starts_with(c.relname, ${prefix})`.execute(db);
  return rows;
}

const dropIndex = (db: Kysely<DB>, name: string) => sql.raw(`drop index concurrently if exists "${name.replace(/"/g, '""')}"`).execute(db);

async function readStarts(db: Kysely<DB>): Promise<Array<{ name: string; start: number | null; valid: boolean }>> {
  return (await searchIndexes(db, recentIndexPrefix)).map(({ name, valid }) => {
    const start = Number(name.slice(recentIndexPrefix.length));
    return { name, valid, start: Number.isSafeInteger(start) && start > 0 ? start : null };
  });
}

/** The start of the valid recent index (read again each minute), or null: none, or SQLite. */
export async function recentIndexStart(db: Kysely<DB>): Promise<number | null> {
  if (!isPostgres(db)) return null;
  const now = Date.now();
  const kept = known.get(db);
  if (kept !== undefined && now - kept.at < boundaryReuseMs) return kept.start;
  const starts = (await readStarts(db)).filter((index) => index.valid && index.start !== null).map((index) => index.start!);
  const start = starts.length === 0 ? null : Math.max(...starts);
  known.set(db, { start, at: now });
  return start;
}

/**
 * The whole GIN index, written an item (or a backfill's page) at a time through its pending list,
 * was 19 MB for the bench's 250,100 items and took 7.8–11.6 ms to intersect three words; rebuilt,
 * 12 MB and 2.2–2.4 ms. So it is rebuilt with each recent index, every 20,000 items or so (2 s
 * for 250,000). A rebuild cut short leaves an invalid copy (`_ccnew`), dropped the next time.
 */
async function compactWholeIndex(connection: Kysely<DB>): Promise<void> {
  for (const { name, valid } of await searchIndexes(connection, 'search_items_tsv_cc')) if (!valid) await dropIndex(connection, name);
  await sql`reindex index concurrently search_items_tsv`.execute(connection);
}

export type RecentIndexOutcome = 'kept' | 'built' | 'too few items' | 'busy' | 'not PostgreSQL';

/**
 * Builds the recent index when there is none or twice `items` are past its start, over the newest
 * `items`, then drops the others (older, or left invalid by a build that failed), and rebuilds the
 * whole index. Concurrently, so writers never wait; the advisory lock keeps two nodes from
 * building at once.
 */
export async function refreshRecentSearchIndex(db: Kysely<DB>, { items = defaultRecentIndexItems } = {}): Promise<RecentIndexOutcome> {
  if (!isPostgres(db)) return 'not PostgreSQL';
  return db.connection().execute(async (connection) => {
    const locked = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${REBUILD_LOCK}) as locked`.execute(connection);
    if (!locked.rows[0]!.locked) return 'busy';
    try {
      const { rows } = await sql<{ start: string | null; stale: string | null }>`
        select (select id from search_items order by id desc limit 1 offset ${items - 1}) as start,
               (select id from search_items order by id desc limit 1 offset ${2 * items - 1}) as stale`.execute(connection);
      const { start, stale } = rows[0]!;
      if (start === null || stale === null) return 'too few items';
      const indexes = await readStarts(connection);
      const current = Math.max(0, ...indexes.filter((index) => index.valid && index.start !== null).map((index) => index.start!));
      if (current > Number(stale)) return 'kept';
      const since = Number(start);
      if (!Number.isSafeInteger(since)) throw new Error(`search index: an id past safe integers (${start})`);
      const name = `${recentIndexPrefix}${since}`;
      // A build that failed left its index invalid, and `if not exists` would take it as built.
      for (const index of indexes) if (!index.valid) await dropIndex(connection, index.name);
      await sql.raw(`create index concurrently if not exists ${name} on search_items using gin (tsv) where id >= ${since}`).execute(connection);
      for (const index of indexes) if (index.valid && index.name !== name) await dropIndex(connection, index.name);
      known.set(db, { start: since, at: Date.now() });
      await compactWholeIndex(connection);
      return 'built';
    } finally {
      await sql`select pg_advisory_unlock(${REBUILD_LOCK})`.execute(connection);
    }
  });
}
