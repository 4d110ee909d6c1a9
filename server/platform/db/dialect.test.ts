import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestStorage, type TestStorage } from '../../testing/testApp.ts';
import { migrateToLatest, openDatabase } from './database.ts';
import { isUniqueViolation } from './dialect.ts';
import type { DB } from './schema.ts';

describe('the database in use', () => {
  let storage: TestStorage;
  let db: Kysely<DB>;
  const user = { first_name: 'Marie', first_name_key: 'marie', email: 'm@example.org', password_hash: 'x', role: 'user' as const, access: 0, creation: 1_795_000_000_000, lastseen: null };

  beforeEach(async () => {
    storage = await createTestStorage('lapin-dialect-', { empty: true });
    db = openDatabase(storage);
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
    await storage.remove();
  });

  it('reports a duplicate of a unique column as a unique violation, and nothing else as one', async () => {
    await db.insertInto('users').values(user).execute();
    const duplicate = await db.insertInto('users').values({ ...user, first_name_key: 'autre' }).execute().catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const orphan = await db.insertInto('sessions').values({ user_id: 999, token_hash: 'h', created_at: 1, expires_at: 2 }).execute().catch((error: unknown) => error);
    expect(orphan).toBeInstanceOf(Error);
    expect(isUniqueViolation(orphan)).toBe(false);
  });

  it('gives back epoch milliseconds, ids and counts as numbers', async () => {
    const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    const record = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ id: expect.any(Number), creation: 1_795_000_000_000, access: 0, lastseen: null });
    const { n } = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(1);
  });

  it('runs migrations once when two starts race on one fresh database', async () => {
    const other = openDatabase(storage);
    try {
      await Promise.all([migrateToLatest(db), migrateToLatest(other)]);
      expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await other.destroy();
    }
  });
});
