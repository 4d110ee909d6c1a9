import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

// An auto-numbered primary key without dialect-only SQL in the migrations: SQLite gets
// AUTOINCREMENT (ids are never reused), PostgreSQL an identity column.
export function idColumn(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}
