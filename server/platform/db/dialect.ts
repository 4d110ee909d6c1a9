import { PostgresAdapter, type Kysely } from 'kysely';

/** Any Kysely: migrations see Kysely<unknown>, the app Kysely<DB>. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A unique index refused the row: SQLite says SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY), PostgreSQL
 * SQLSTATE 23505. A check made before an insert cannot see a concurrent one commit, so the index
 * is what finally settles a race, and this is how the loser is recognised.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * PostgreSQL text cannot hold NUL (SQLite can): a lookup with one fails there instead of finding
 * nothing. No stored name or email has one, so a lookup by a client's string checks this first.
 */
export function hasNul(value: string): boolean {
  return value.includes('\0');
}
