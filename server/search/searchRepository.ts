import { sql, type Kysely } from 'kysely';
import type { SearchQuery } from '../../shared/searchText.ts';
import type { SearchKind } from '../../shared/searchTypes.ts';
import { isPostgres } from '../platform/db/dialect.ts';
import { postgresSearchPages } from './postgresSearchPages.ts';
import type { DB } from '../platform/db/schema.ts';

/** One found row, newest first by `id` (searchIndex.ts: ts × 1000 + slot). */
export interface FoundRow {
  id: number;
  kind: SearchKind;
  ts: number;
  title: string;
  body: string;
  url: string;
  author: string | null;
  item: string;
}

export interface SearchFilter {
  viewerId: number;
  kinds: readonly SearchKind[] | null;
  authorId: number | null;
  /** Only ids below this (the previous page's last). */
  before: number | null;
  limit: number;
}

// Tokens are letters and digits only (shared/searchText.ts), so quoting is enough; '"' and "'"
// are doubled all the same.
const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;
const tsLexeme = (text: string) => `'${text.replace(/['\\]/g, (character) => `\\${character}`)}'`;

/** FTS5 keeps prefix indexes for 2 and 3 letters (the migration's `prefix='2 3'`); a longer prefix is
 * read as the words it begins (`search_words`, kept by searchIndex.ts), up to this many: merging
 * the doclists of an unindexed prefix cost 10–35 ms over 250,000 items, the words themselves under
 * 1 ms; PostgreSQL's GIN index, given whole words, skips along the rarest word of the query. */
export const indexedPrefixLength = 3;
export const maxPrefixWords = 100;

/**
 * The FTS5 MATCH expression: stems for words, the folded form as a prefix for the last (or the
 * words it begins, when given), phrases over folded words.
 */
export function fts5Match(query: SearchQuery, prefixWords?: readonly string[]): string {
  const parts = query.words.map((word) => `stems : ${ftsString(word.stem)}`);
  if (query.prefix !== null) {
    const begun = prefixWords === undefined ? [`folded : ${ftsString(query.prefix.folded)}*`] : prefixWords.map((word) => `folded : ${ftsString(word)}`);
    parts.push(`(${[...begun, `stems : ${ftsString(query.prefix.stem)}`].join(' OR ')})`);
  }
  for (const phrase of query.phrases) parts.push(`folded : ${ftsString(phrase.join(' '))}`);
  return parts.join(' AND ');
}

/** The same on PostgreSQL's tsquery, over searchIndex.ts's tsvector (stems marked '~'). */
export function tsQuery(query: SearchQuery, prefixWords?: readonly string[]): string {
  const parts = query.words.map((word) => tsLexeme(`~${word.stem}`));
  if (query.prefix !== null) {
    const begun = prefixWords === undefined ? [`${tsLexeme(query.prefix.folded)}:*`] : prefixWords.map(tsLexeme);
    parts.push(`(${[...begun, tsLexeme(`~${query.prefix.stem}`)].join(' | ')})`);
  }
  for (const phrase of query.phrases) parts.push(phrase.length === 1 ? tsLexeme(phrase[0]!) : `(${phrase.map(tsLexeme).join(' <-> ')})`);
  return parts.join(' & ');
}

export function searchRepository(db: Kysely<DB>, options: Parameters<typeof postgresSearchPages>[1] = {}) {
  const postgres = isPostgres(db);
  const pages = postgresSearchPages(db, options);

  /** The words a long prefix begins, or undefined to match it as a prefix: a short one (FTS5's
   * prefix index), or one that begins more words than the expansion takes. */
  async function wordsBegun(prefix: string | undefined): Promise<string[] | undefined> {
    if (prefix === undefined || prefix.length <= indexedPrefixLength) return undefined;
    const { rows } = await sql<{ word: string }>`
      select word from search_words where word >= ${prefix} and word <= ${`${prefix}\u{10FFFF}`} order by word limit ${maxPrefixWords + 1}`.execute(db);
    return rows.length > maxPrefixWords ? undefined : rows.map((row) => row.word);
  }

  return {
    async find(query: SearchQuery, filter: SearchFilter): Promise<FoundRow[]> {
      const conditions = [
        filter.kinds === null ? sql`1 = 1` : sql`s.kind in (${sql.join(filter.kinds)})`,
        filter.authorId === null ? sql`1 = 1` : sql`s.author_id = ${filter.authorId}`,
        // A video, and what hangs on it, shows once ready; its uploader sees it before.
        sql`(s.scope is null or exists (select 1 from videos v where v.id = s.scope and (v.status = 'ready' or v.uploader_id = ${filter.viewerId})))`,
      ];
      const where = sql.join(conditions, sql` and `);
      const prefixWords = await wordsBegun(query.prefix?.folded);
      if (postgres) {
        return pages(tsQuery(query, prefixWords), where, filter.before, filter.limit);
      }
      // FTS5 walks its rowids from the highest down and the page stops it: no sort of every match.
      const { rows } = await sql<FoundRow>`
        select s.id, s.kind, s.ts, s.title, s.body, s.url, s.item, u.first_name as author
        from search_fts f join search_items s on s.id = f.rowid left join users u on u.id = s.author_id
        where search_fts match ${fts5Match(query, prefixWords)} and f.rowid < ${filter.before ?? Number.MAX_SAFE_INTEGER} and ${where}
        order by f.rowid desc limit ${filter.limit}`.execute(db);
      return rows;
    },

    /** Every member's id and pseudo: `de:` is matched folded, and a family is small. */
    members(): Promise<Array<{ id: number; pseudo: string }>> {
      return db.selectFrom('users').select(['id', 'first_name as pseudo']).execute();
    },

    /** Each photo's file name in its album, the viewer's `?image=`. */
    async photoNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('album_images').select(['id', 'name']).where('id', 'in', [...ids]).execute();
      return new Map(rows.map((row) => [Number(row.id), row.name]));
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
