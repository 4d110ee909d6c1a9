import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { parseSearchQuery } from '../../shared/searchText.ts';
import { isPostgres } from '../platform/db/dialect.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '../testing/testApp.ts';
import { insertSearchEntries } from './searchIndex.ts';
import { searchRepository } from './searchRepository.ts';
import { recentIndexPrefix, recentIndexStart, refreshRecentSearchIndex, type RecentIndexOutcome } from './recentSearchIndex.ts';

// Issue 41 on PostgreSQL: the GIN index of the newest items, built anew as they move on. Here it
// covers the newest 10 items instead of 20,000.
const items = 10;
let t: TestApp;
let anne: TestUser;
let next = Date.UTC(2025, 3, 1);

beforeAll(async () => {
  t = await createTestApp();
  anne = await createUser(t.app, { firstName: 'Anne' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** `count` new messages; every third speaks of the lighthouse. */
async function write(count: number): Promise<void> {
  const entries = Array.from({ length: count }, (_, index) => {
    next += 1000;
    const body = index % 3 === 0 ? `Le phare, message ${next}` : `Le port, message ${next}`;
    return { kind: 'message' as const, item: String(next), scope: null, authorId: anne.id, ts: next, title: 'Discussion', body, url: `/chat?ts=${next}` };
  });
  await insertSearchEntries(t.app.db, entries);
}

/** The app's own check at start may hold the lock a moment. */
async function refresh(): Promise<RecentIndexOutcome> {
  return vi.waitFor(async () => {
    const outcome = await refreshRecentSearchIndex(t.app.db, { items });
    if (outcome === 'busy') throw new Error('busy');
    return outcome;
  });
}

async function recentIndexes(): Promise<Array<{ name: string; valid: boolean }>> {
  const { rows } = await sql<{ name: string; valid: boolean }>`
    select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'search_items'::regclass and starts_with(c.relname, ${recentIndexPrefix})`.execute(t.app.db);
  return rows;
}

async function newestId(offset: number): Promise<number> {
  const { rows } = await sql<{ id: string }>`select id from search_items order by id desc limit 1 offset ${offset}`.execute(t.app.db);
  return Number(rows[0]!.id);
}

async function allPages(recentItems: number, q: string, limit: number): Promise<string[]> {
  const repository = searchRepository(t.app.db, { recentItems });
  const seen: string[] = [];
  for (let before: number | null = null; ; ) {
    const rows = await repository.find(parseSearchQuery(q), { viewerId: anne.id, kinds: null, authorId: null, before, limit });
    seen.push(...rows.map((row) => row.body));
    if (rows.length < limit) return seen;
    before = rows.at(-1)!.id;
  }
}

describe('the index of the newest items', () => {
  it('is PostgreSQL’s alone', async () => {
    if (isPostgres(t.app.db)) return;
    await write(3 * items);
    expect(await refreshRecentSearchIndex(t.app.db, { items })).toBe('not PostgreSQL');
    expect(await recentIndexStart(t.app.db)).toBeNull();
  });

  it('is built once twice its items are written, over the newest, and kept until twice as many are past it; the whole index is rebuilt with it', async () => {
    if (!isPostgres(t.app.db)) return;
    await write(2 * items - 1);
    expect(await refresh()).toBe('too few items');
    expect(await recentIndexes()).toEqual([]);
    await write(1);
    expect(await refresh()).toBe('built');
    const first = await newestId(items - 1);
    expect(await recentIndexes()).toEqual([{ name: `${recentIndexPrefix}${first}`, valid: true }]);
    expect(await recentIndexStart(t.app.db)).toBe(first);
    await write(items - 1);
    expect(await refresh()).toBe('kept');
    await write(1);
    expect(await refresh()).toBe('built');
    const second = await newestId(items - 1);
    expect(second).toBeGreaterThan(first);
    expect(await recentIndexes()).toEqual([{ name: `${recentIndexPrefix}${second}`, valid: true }]);
  });

  it('gives the pages one read of everything gives', async () => {
    if (!isPostgres(t.app.db)) return;
    expect(await recentIndexStart(t.app.db)).not.toBeNull();
    for (const [q, limit] of [['phare', 4], ['port', 7], ['message', 25]] as const) {
      const whole = await allPages(1_000_000, q, limit);
      expect(whole.length).toBeGreaterThan(limit);
      for (const recentItems of [1, 3, 8]) expect(await allPages(recentItems, q, limit)).toEqual(whole);
    }
  });

  it('is built again over one a failed build left invalid, and by one node at a time', async () => {
    if (!isPostgres(t.app.db)) return;
    const [current] = await recentIndexes();
    await sql`update pg_index set indisvalid = false where indexrelid = ${current!.name}::regclass`.execute(t.app.db);
    // And what a rebuild of the whole index cut short leaves.
    await sql`create index search_items_tsv_ccnew on search_items using gin (tsv)`.execute(t.app.db);
    await sql`update pg_index set indisvalid = false where indexrelid = 'search_items_tsv_ccnew'::regclass`.execute(t.app.db);
    const outcomes = await Promise.all([refreshRecentSearchIndex(t.app.db, { items }), refreshRecentSearchIndex(t.app.db, { items })]);
    expect(outcomes.filter((outcome) => outcome === 'built')).toHaveLength(1);
    expect(await recentIndexes()).toEqual([{ name: current!.name, valid: true }]);
    const { rows } = await sql<{ name: string; valid: boolean }>`
      select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'search_items'::regclass and starts_with(c.relname, 'search_items_tsv') and not starts_with(c.relname, ${recentIndexPrefix})`.execute(t.app.db);
    expect(rows).toEqual([{ name: 'search_items_tsv', valid: true }]);
    expect((await allPages(1, 'phare', 4)).length).toBeGreaterThan(4);
  });
});
