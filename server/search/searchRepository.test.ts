import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parseSearchQuery } from '../../shared/searchText.ts';
import { isPostgres } from '../platform/db/dialect.ts';
import * as searchWords from '../platform/db/migrations/2026_12_24_0001_search_words.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '../testing/testApp.ts';
import { insertSearchEntries } from './searchIndex.ts';
import { searchRepository, type SearchFilter } from './searchRepository.ts';

// Issue 41: on PostgreSQL the newest items are read before the GIN index (searchRepository.ts);
// pages must come out the same whether a match is among them, past them, or on both sides.
let t: TestApp;
let anne: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  anne = await createUser(t.app, { firstName: 'Anne' });
  const start = Date.UTC(2025, 0, 1);
  // 60 messages; every third one speaks of the lake, the first ten all of them.
  const entries = Array.from({ length: 60 }, (_, index) => ({
    kind: 'message' as const,
    item: String(start + index * 1000),
    scope: null,
    authorId: anne.id,
    ts: start + index * 1000,
    title: 'Discussion',
    body: index < 10 || index % 3 === 0 ? `Au bord du lac, numéro ${index}` : `Au marché, numéro ${index}`,
    url: `/chat?ts=${start + index * 1000}`,
  }));
  // Then 80 at the harbour: the lighthouse in the newest two, once in the middle and in the
  // oldest ten, so a walk past the newest items finds some but too few and the GIN read the rest.
  const harbour = Date.UTC(2025, 0, 2);
  const lighthouse = (index: number) => index < 10 || index === 40 || index >= 78;
  const atHarbour = Array.from({ length: 80 }, (_, index) => ({
    kind: 'message' as const,
    item: String(harbour + index * 1000),
    scope: null,
    authorId: anne.id,
    ts: harbour + index * 1000,
    title: 'Discussion',
    body: lighthouse(index) ? `Au port, le phare ${index}` : `Au port, les bateaux ${index}`,
    url: `/chat?ts=${harbour + index * 1000}`,
  }));
  await insertSearchEntries(t.app.db, [...entries, ...atHarbour]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function allPages(recentItems: number, q: string, limit: number, maxSpans?: number): Promise<string[]> {
  const repository = searchRepository(t.app.db, { recentItems, maxSpans });
  const seen: string[] = [];
  let before: number | null = null;
  for (;;) {
    const filter: SearchFilter = { viewerId: anne.id, kinds: null, authorId: null, before, limit };
    const rows = await repository.find(parseSearchQuery(q), filter);
    seen.push(...rows.map((row) => row.body));
    if (rows.length < limit) return seen;
    before = rows.at(-1)!.id;
  }
}

describe('search pages, newest items first', () => {
  it.each([
    ['lac', 7],
    ['lac ', 7],
    ['marché', 4],
    ['numéro', 20],
    ['phare', 7],
  ])('gives the same pages of « %s » whatever the number of newest items read first', async (q, limit) => {
    const whole = await allPages(1_000_000, q, limit);
    expect(whole.length).toBeGreaterThan(limit);
    expect(new Set(whole).size).toBe(whole.length);
    for (const recentItems of [1, 5, 12, 59, 60, 139, 140]) {
      // No walk past the newest items, a short one, and the default.
      for (const maxSpans of [0, 1, undefined]) expect(await allPages(recentItems, q, limit, maxSpans)).toEqual(whole);
    }
  });
});

describe('a long prefix, read as the words it begins', () => {
  it('finds the words of new items, and of an index built before the words were kept', async () => {
    const pages = (q: string) => allPages(1_000_000, q, 50);
    expect(await pages('numer')).toHaveLength(60);
    expect(await pages('bordu')).toEqual([]);
    const ts = Date.UTC(2025, 1, 1);
    await insertSearchEntries(t.app.db, [
      { kind: 'message', item: String(ts), scope: null, authorId: anne.id, ts, title: 'Discussion', body: 'Les bordures du jardin', url: `/chat?ts=${ts}` },
    ]);
    expect(await pages('bordu')).toEqual(['Les bordures du jardin']);
    if (isPostgres(t.app.db)) return;
    // SQLite: an index from before 2026_12_24_0001_search_words.ts gets its words on migrating.
    await sql`delete from search_words`.execute(t.app.db);
    expect(await pages('bordu')).toEqual([]);
    await searchWords.up(t.app.db as unknown as Parameters<typeof searchWords.up>[0]);
    expect(await pages('bordu')).toEqual(['Les bordures du jardin']);
    expect(await pages('numer')).toHaveLength(60);
  });
});

describe('a prefix that begins more words than the expansion takes', () => {
  it('is matched as a prefix, and finds the words past the first hundred', async () => {
    const ts = Date.UTC(2025, 2, 1);
    // 120 words beginning « zorb », the last of them alone in its message.
    const words = Array.from({ length: 120 }, (_, index) => `zorb${String(index).padStart(3, '0')}`);
    await insertSearchEntries(
      t.app.db,
      words.map((word, index) => ({ kind: 'message' as const, item: String(ts + index), scope: null, authorId: anne.id, ts: ts + index, title: 'Discussion', body: `Un ${word}`, url: `/chat?ts=${ts + index}` })),
    );
    const found = await allPages(1_000_000, 'zorb', 200);
    expect(found).toHaveLength(120);
    expect(found).toContain('Un zorb119');
    expect(await allPages(1_000_000, 'zorb11', 200)).toHaveLength(10);
  });
});
