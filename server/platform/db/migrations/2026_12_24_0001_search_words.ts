import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Issue 41's p99 on SQLite: a prefix of four letters or more is read as the words it begins
// (server/search/searchRepository.ts). FTS5's vocabulary table counts each word's documents to
// answer, so « matin » cost 10 ms over 250,000 items, most of a slow answer. The index's writer
// (searchIndex.ts) keeps the folded words in this plain table instead: a range of its primary key
// is a few microseconds. A word whose items are all deleted stays: it then matches nothing.

/** Also called by 2026_12_23_0001_search.ts, whose backfill writes through the index's writer. */
export async function createSearchWords(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists search_words (word text primary key) without rowid`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await createSearchWords(db);
  // An index built before this table: its words, read once.
  await sql`insert or ignore into search_words (word) select term from search_vocab where col = 'folded'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`delete from search_words`.execute(db);
}
