import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The outbox (issue 24): a comment sent again under the id its device gave it is stored once,
  // per thread table. Comments without one (rows from before, clients that send none) have null
  // there, and nulls never collide in a unique index, on SQLite as on PostgreSQL.
  for (const table of ['comments', 'video_comments']) {
    await db.schema.alterTable(table).addColumn('client_id', 'text').execute();
    await db.schema.createIndex(`${table}_writer_client_id`).on(table).columns(['writer_id', 'client_id']).unique().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['comments', 'video_comments']) {
    await db.schema.dropIndex(`${table}_writer_client_id`).execute();
    await db.schema.alterTable(table).dropColumn('client_id').execute();
  }
}
