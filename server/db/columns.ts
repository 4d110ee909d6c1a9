import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// An auto-numbered primary key without dialect-only SQL in the migrations: SQLite gets
// AUTOINCREMENT (ids are never reused), PostgreSQL an identity column.
export function idColumn(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}
