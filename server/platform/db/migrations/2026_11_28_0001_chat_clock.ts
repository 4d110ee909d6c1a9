import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The chat's ts comes from one row that every node updates in the same transaction as its
  // insert: the row lock makes the inserts commit one after the other, in ts order, so a reader
  // of `ts > lastts` can never see a later ts before an earlier one has committed. (A sequence
  // cannot promise that: its values commit out of order.)
  await db.schema
    .createTable('chat_clock')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('last', 'bigint', (column) => column.notNull())
    .execute();
  await sql`insert into chat_clock (id, last) select 1, coalesce(max(ts), 0) from chat_messages`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_clock').execute();
}
