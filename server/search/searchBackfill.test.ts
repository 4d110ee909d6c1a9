import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchReply } from '../../shared/searchTypes.ts';
import { createTestApp, createUser, postJson, type TestApp, type TestUser } from '../testing/testApp.ts';
import { backfillSearch } from './searchBackfill.ts';

// Issue 41: what was written before the index is found once the migration's backfill ran, page
// after page (more rows than one page of the backfill).
let t: TestApp;
let anne: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  anne = await createUser(t.app, { firstName: 'Anne' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('search backfill', () => {
  it('indexes every existing message, story and comment, in pages', async () => {
    // Written as before the index: straight into the tables, then the index emptied.
    const start = Date.now();
    const rows = Array.from({ length: 1203 }, (_, index) => ({ ts: start + index, sender_id: anne.id, sender: 'Anne', color: '#336699', message: `Ancienne marmotte ${index}` }));
    for (let index = 0; index < rows.length; index += 300) await t.app.db.insertInto('chat_messages').values(rows.slice(index, index + 300)).execute();
    const { id } = await t.app.db
      .insertInto('articles')
      .values({ writer_id: anne.id, ts: start, title: 'Ancien récit', bandeau: 'Les fromageries', structure: JSON.stringify([{ type: 'text', name: 'p', content: 'Une vieille église.' }]), client_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.insertInto('comments').values({ article_id: id, writer_id: anne.id, ts: start, text: 'Vieux commentaire', client_id: null }).execute();
    await sql`delete from search_items`.execute(t.app.db);
    const search = async (q: string) => (await postJson(t.app, '/api/search', { token: anne.token, q })).json<SearchReply>();
    expect((await search('marmotte')).results).toEqual([]);

    await backfillSearch(t.app.db);

    const first = await search('marmotte');
    expect(first.results[0]?.snippet).toBe('Ancienne marmotte 1202');
    expect((await search('fromagerie')).results.map((result) => [result.kind, result.id])).toEqual([['article', String(id)]]);
    expect((await search('eglise')).results.map((result) => result.kind)).toEqual(['article']);
    expect((await search('vieux commentaire')).results.map((result) => result.kind)).toEqual(['comment']);
    const count = await sql<{ count: number }>`select count(*) as count from search_items where kind = 'message'`.execute(t.app.db);
    expect(Number(count.rows[0]!.count)).toBe(1203);
  });
});
