import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Issue 41's p99: a prefix of four letters or more is read as the words it begins
// (server/search/searchRepository.ts). On SQLite, FTS5's vocabulary table counted each word's
// documents to answer (« matin »: 10 ms over 250,000 items); on PostgreSQL, a prefix (`'plage':*`)
// made the GIN index gather every match of every word it begins before anything else (7 ms of an
// 11 ms scan), where whole words let it skip along the rarest one. The index's writer
// (searchIndex.ts) keeps the folded words in this plain table: a range of its primary key is a few
// microseconds. A word whose items are all deleted stays: it then matches nothing.

/** Also called by 2026_12_23_0001_search.ts, whose backfill writes through the index's writer. */
export async function createSearchWords(db: Kysely<unknown>): Promise<void> {
  // Byte order on PostgreSQL, as on SQLite, so a prefix's words are one range of the key whatever
  // the database's collation; SQLite keeps such a table best as its key's own B-tree.
  if (isPostgres(db)) await sql`create table if not exists search_words (word text collate "C" primary key)`.execute(db);
  else await sql`create table if not exists search_words (word text primary key) without rowid`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createSearchWords(db);
  // An index built before this table: its words, read once (stems are marked '~' on PostgreSQL).
  if (isPostgres(db)) {
    await sql`insert into search_words (word) select word from ts_stat('select tsv from search_items') where word not like '~%' on conflict do nothing`.execute(db);
  } else {
    await sql`insert or ignore into search_words (word) select term from search_vocab where col = 'folded'`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from search_words`.execute(db);
}
