import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openPostgresDatabase } from './database.ts';
import { refuseWrites } from '../../testing/failingTrigger.ts';
import { createTestDatabase, testsRunOnPostgres } from '../../testing/testDatabase.ts';

// A worker hands a closed test's database to its next test, emptied (server/testing/reusedDatabases.ts): the next
// test must find it exactly as a fresh copy of the template, or get a fresh copy.
describe.runIf(testsRunOnPostgres())('a test database used again', () => {
  async function withDb<T>(url: string, work: (db: ReturnType<typeof openPostgresDatabase>) => Promise<T>): Promise<T> {
    const db = openPostgresDatabase(url, 1);
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  }

  const state = (url: string) =>
    withDb(url, async (db) => ({
      users: Number((await sql<{ n: string }>`select count(*) as n from users`.execute(db)).rows[0]!.n),
      albums: Number((await sql<{ n: string }>`select count(*) as n from albums`.execute(db)).rows[0]!.n),
      clock: (await sql`select * from chat_clock`.execute(db)).rows,
      migrations: Number((await sql<{ n: string }>`select count(*) as n from kysely_migration`.execute(db)).rows[0]!.n),
    }));

  it('comes back with no rows, its ids counted from the start and the template’s own rows as they were', async () => {
    const first = await createTestDatabase();
    const fresh = await state(first.url!);
    const firstIds = await withDb(first.url!, async (db) => {
      const ids = [];
      for (const name of ['Alpes', 'Bretagne']) {
        const row = await db.insertInto('albums').values({ name, name_key: name.toLowerCase(), folder: name, created_at: 1 }).returning('id').executeTakeFirstOrThrow();
        ids.push(Number(row.id));
      }
      await db.updateTable('chat_clock').set((eb) => ({ last: eb('last', '+', 5) })).execute();
      return ids;
    });
    await first.drop();

    const second = await createTestDatabase();
    // The same database, handed out again rather than copied anew.
    expect(second.url).toBe(first.url);
    expect(await state(second.url!)).toEqual(fresh);
    const againIds = await withDb(second.url!, async (db) => {
      const row = await db.insertInto('albums').values({ name: 'Alpes', name_key: 'alpes', folder: 'Alpes', created_at: 1 }).returning('id').executeTakeFirstOrThrow();
      return [Number(row.id)];
    });
    expect(againIds).toEqual(firstIds.slice(0, 1));
    await second.drop();
  });

  it('is dropped, not handed out, once a test has changed its schema', async () => {
    const changed = await createTestDatabase();
    await withDb(changed.url!, (db) => refuseWrites(db, 'albums', 'insert'));
    await changed.drop();
    const next = await createTestDatabase();
    expect(next.url).not.toBe(changed.url);
    // A fresh copy: albums take rows again.
    await withDb(next.url!, (db) => db.insertInto('albums').values({ name: 'Islande', name_key: 'islande', folder: 'Islande', created_at: 1 }).execute());
    await next.drop();
  });
});
