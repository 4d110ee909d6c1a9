import type { Kysely } from 'kysely';
import { isPostgres } from '../platform/db/dialect.ts';
import type { DB } from '../platform/db/schema.ts';

export interface ThrottleWrite {
  state: string;
  expiresAt: number;
}

/** What a decision changes: a new state per key, or null to forget the key. */
export type ThrottleWrites = Map<string, ThrottleWrite | null>;

const SWEEP_EVERY_MS = 60_000;

/**
 * Throttle states in the database, so every node counts the same failures. Each decision reads
 * its keys, locked (rows locked in key order on PostgreSQL; SQLite runs one transaction at a
 * time), and writes back in the same transaction: two guesses at once, on two nodes, are both
 * counted, and neither slips past the other's count.
 */
export function throttleRepository(db: Kysely<DB>) {
  const postgres = isPostgres(db);
  let lastSweep = 0;

  /**
   * Forgets what expired. On PostgreSQL it passes over the rows decisions hold (SKIP LOCKED): it
   * would otherwise wait for such a row while holding one it deletes, which a decision may be
   * waiting to make again, and one of the two would fail on a deadlock. A failed sweep costs
   * nothing: the decision is already kept, and the next sweep takes what this one left.
   */
  async function sweep(now: number): Promise<void> {
    const expired = db.selectFrom('throttle_entries').select('key').where('expires_at', '<=', now);
    const statement = postgres
      ? db.deleteFrom('throttle_entries').where('key', 'in', expired.forUpdate().skipLocked())
      : db.deleteFrom('throttle_entries').where('expires_at', '<=', now);
    await statement.execute().catch(() => undefined);
  }

  return {
    /**
     * `decision` gets the keys' live states and the time, read once the rows are locked: a
     * decision that waited for the lock must not judge by a time older than the last write's.
     */
    async decide<T>(keys: string[], decision: (states: Map<string, string>, now: number) => { writes: ThrottleWrites; result: T }): Promise<T> {
      const sorted = [...new Set(keys)].sort();
      const result = await db.transaction().execute(async (trx) => {
        if (postgres) {
          // Every key's row, made if new and locked if not, in key order, in this one statement.
          // With DO NOTHING an existing row stayed unlocked until the SELECT below: a sweep could
          // delete it meanwhile, another decision make it again, and each then waited for the
          // other's new rows (deadlock detected, a login's 500 on two nodes).
          await trx
            .insertInto('throttle_entries')
            .values(sorted.map((key) => ({ key, state: '', expires_at: 0 })))
            .onConflict((conflict) => conflict.column('key').doUpdateSet((update) => ({ key: update.ref('excluded.key') })))
            .execute();
        }
        const query = trx.selectFrom('throttle_entries').select(['key', 'state', 'expires_at']).where('key', 'in', sorted).orderBy('key');
        const rows = await (postgres ? query.forUpdate() : query).execute();
        const now = Date.now();
        const states = new Map(rows.filter((row) => row.state !== '' && Number(row.expires_at) > now).map((row) => [row.key, row.state]));
        const { writes, result } = decision(states, now);
        for (const [key, write] of writes) {
          if (write === null) await trx.deleteFrom('throttle_entries').where('key', '=', key).execute();
          else {
            await trx
              .insertInto('throttle_entries')
              .values({ key, state: write.state, expires_at: write.expiresAt })
              .onConflict((conflict) => conflict.column('key').doUpdateSet({ state: write.state, expires_at: write.expiresAt }))
              .execute();
          }
        }
        return result;
      });
      const now = Date.now();
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now;
        await sweep(now);
      }
      return result;
    },
  };
}

export type ThrottleRepository = ReturnType<typeof throttleRepository>;
