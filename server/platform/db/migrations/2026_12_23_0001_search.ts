import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import type { DB } from '../schema.ts';
import { backfillSearch } from '../../../search/searchBackfill.ts';
import { createSearchWords } from './2026_12_24_0001_search_words.ts';

// Issue 41: the search index. `search_items` holds one row per item found (server/search/
// searchIndex.ts writes it in the item's transaction); the words are searched through FTS5 on
// SQLite (`search_fts`, contentless: the text is in `search_items`) and a GIN index over `tsv`
// on PostgreSQL. Both get the words already folded and stemmed in JavaScript, so neither parses
// anything and the same queries find the same items.

/** A deleted item takes its row with it (cascades included): [table, kind, item of `old` on SQLite, on PostgreSQL]. */
const forgetters = [
  ['articles', 'article', 'cast(old.id as text)', 'old.id::text'],
  ['comments', 'comment', "'a' || old.id", "'a' || old.id"],
  ['video_comments', 'comment', "'v' || old.id", "'v' || old.id"],
  ['chat_messages', 'message', 'cast(old.ts as text)', 'old.ts::text'],
  ['album_images', 'photo', 'cast(old.id as text)', 'old.id::text'],
  ['albums', 'photo', "'album' || old.id", "'album' || old.id"],
  ['videos', 'video', 'old.id', 'old.id'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('search_items')
    .addColumn('id', 'bigint', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('item', 'text', (column) => column.notNull())
    .addColumn('scope', 'text')
    .addColumn('author_id', 'integer')
    .addColumn('ts', 'bigint', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .$call((table) => (postgres ? table.addColumn('tsv', sql`tsvector`, (column) => column.notNull()) : table))
    .execute();
  await db.schema.createIndex('search_items_kind_item').on('search_items').columns(['kind', 'item']).unique().execute();
  if (postgres) {
    await sql`create index search_items_tsv on search_items using gin (tsv)`.execute(db);
    for (const [table, kind, , item] of forgetters) {
      await sql
        .raw(
          `create function search_forget_${table}() returns trigger language plpgsql as $$ begin ` +
            `delete from search_items where kind = '${kind}' and item = ${item}; return old; end $$`,
        )
        .execute(db);
      await sql.raw(`create trigger search_forget after delete on ${table} for each row execute function search_forget_${table}()`).execute(db);
    }
  } else {
    // The `ascii` tokenizer splits on the spaces the index puts between words and nothing else.
    await sql`create virtual table search_fts using fts5(folded, stems, content='', contentless_delete=1, tokenize='ascii', prefix='2 3')`.execute(db);
    // The words a long prefix begins (searchRepository.ts).
    await sql`create virtual table search_vocab using fts5vocab(search_fts, col)`.execute(db);
    await sql`create trigger search_items_gone after delete on search_items begin delete from search_fts where rowid = old.id; end`.execute(db);
    for (const [table, kind, item] of forgetters) {
      await sql
        .raw(`create trigger search_forget_${table} after delete on ${table} begin delete from search_items where kind = '${kind}' and item = ${item}; end`)
        .execute(db);
    }
  }
  // The index's writer keeps its words there (2026_12_24_0001_search_words.ts): made now, as the
  // backfill writes through it.
  await createSearchWords(db);
  await backfillSearch(db as unknown as Kysely<DB>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const [table] of forgetters) {
    if (postgres) {
      await sql.raw(`drop trigger if exists search_forget on ${table}`).execute(db);
      await sql.raw(`drop function if exists search_forget_${table}()`).execute(db);
    } else {
      await sql.raw(`drop trigger if exists search_forget_${table}`).execute(db);
    }
  }
  if (!postgres) {
    await sql`drop table if exists search_vocab`.execute(db);
    await sql`drop table if exists search_fts`.execute(db);
  }
  await sql`drop table if exists search_words`.execute(db);
  await db.schema.dropTable('search_items').execute();
}
