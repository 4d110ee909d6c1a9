import { sql, type Kysely } from 'kysely';
import { indexTerms } from '../../shared/searchText.ts';
import type { SearchKind } from '../../shared/searchTypes.ts';
import { isPostgres } from '../platform/db/dialect.ts';
import type { DB } from '../platform/db/schema.ts';

// Issue 41: the one writer of the search index. Content repositories call it with the handle they
// write with, so an item and its index row commit together; deletions need no call (triggers of
// 2026_12_23_0001_search.ts take the row with its item, cascades included).
//
// A row's id is its order: ts × 1000 + a slot, so « newest first » is « highest id first », which
// FTS5 walks from its own rowids and stops after one page, and a backfill in any order lands in
// time order. A chat message takes slot 0 (its ts is unique); the rest hash into 1–999.

/** What one item gives the index. */
export interface SearchEntry {
  kind: SearchKind;
  /** 'a<id>' / 'v<id>' for comments (two tables), the item's id otherwise. */
  item: string;
  /** A video's id when the item shows only once the video is ready (its uploader sees it before). */
  scope: string | null;
  authorId: number | null;
  ts: number;
  title: string;
  /** What the snippet is cut from. */
  body: string;
  url: string;
  /** Searched but not shown (an album's name for its photos). */
  extra?: string;
}

export interface SearchItemsTable {
  id: number;
  kind: SearchKind;
  item: string;
  scope: string | null;
  author_id: number | null;
  ts: number;
  title: string;
  body: string;
  url: string;
}

export interface SearchDB {
  search_items: SearchItemsTable;
  search_words: { word: string };
}

export const slotsPerMs = 1000;

function slotOf(entry: Pick<SearchEntry, 'kind' | 'item'>): number {
  if (entry.kind === 'message') return 0;
  let hash = 0;
  for (const character of `${entry.kind}:${entry.item}`) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return 1 + (hash % (slotsPerMs - 1));
}

// PostgreSQL keeps at most 256 positions per lexeme and none past 16383.
const maxPositions = 255;
const maxPosition = 16_383;

/**
 * The tsvector of a text as literal input, so PostgreSQL parses nothing: folded words with their
 * positions (phrases and prefixes), and stems marked with '~' (so a prefix never meets a stem).
 */
export function tsvectorLiteral(folded: readonly string[], stems: readonly string[]): string {
  const positions = new Map<string, number[]>();
  folded.forEach((word, index) => {
    const list = positions.get(word) ?? [];
    if (list.length < maxPositions && index < maxPosition) list.push(index + 1);
    positions.set(word, list);
  });
  const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (character) => `\\${character}`)}'`;
  const words = [...positions].map(([word, list]) => (list.length > 0 ? `${quote(word)}:${list.join(',')}` : quote(word)));
  const stemmed = [...new Set(stems)].map((stem) => quote(`~${stem}`));
  return [...words, ...stemmed].join(' ');
}

interface PreparedEntry {
  row: Omit<SearchItemsTable, 'id'>;
  base: number;
  slot: number;
  folded: string;
  stems: string;
  tsv: string;
}

function prepare(entry: SearchEntry): PreparedEntry {
  // A comment's title is its story's, a message's the chat's: searched with their own item only.
  const terms = indexTerms([titleSearched.has(entry.kind) ? entry.title : '', entry.body, entry.extra ?? '']);
  return {
    row: { kind: entry.kind, item: entry.item, scope: entry.scope, author_id: entry.authorId, ts: entry.ts, title: entry.title, body: entry.body, url: entry.url },
    base: Math.floor(entry.ts) * slotsPerMs,
    slot: slotOf(entry),
    folded: terms.folded.join(' '),
    stems: terms.stems.join(' '),
    tsv: tsvectorLiteral(terms.folded, terms.stems),
  };
}

const batchSize = 400;
// SQLite binds at most 32,766 values a statement.
const wordBatch = 5000;
const titleSearched = new Set<SearchKind>(['article', 'video', 'photo', 'place']);

function idOf(entry: PreparedEntry, attempt: number): number {
  return entry.base + (entry.slot === 0 ? attempt : 1 + ((entry.slot - 1 + attempt) % (slotsPerMs - 1)));
}

/**
 * The folded words, for a long prefix to be read as the words it begins (2026_12_24_0001_search_words.ts).
 * Sorted: two PostgreSQL transactions adding the same new words take their locks in one order.
 */
async function keepWords(db: Kysely<SearchDB>, folded: readonly string[]): Promise<void> {
  const words = [...new Set(folded.flatMap((text) => text.split(' ')))].filter((word) => word !== '').sort();
  for (let start = 0; start < words.length; start += wordBatch) {
    const rows = words.slice(start, start + wordBatch).map((word) => ({ word }));
    await db.insertInto('search_words').values(rows).onConflict((conflict) => conflict.column('word').doNothing()).execute();
  }
}

/** Adds entries for items not in the index yet (a new item, or the backfill). */
export async function insertSearchEntries(db: Kysely<DB>, entries: readonly SearchEntry[]): Promise<void> {
  const search = db as unknown as Kysely<SearchDB>;
  const postgres = isPostgres(search);
  for (let start = 0; start < entries.length; start += batchSize) {
    let pending = entries.slice(start, start + batchSize).map(prepare);
    // A taken id (two items of one millisecond in one slot) moves to the next slot.
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= slotsPerMs - 1) throw new Error('search index: no free slot');
      const rows = pending.map((entry) => ({ id: idOf(entry, attempt), ...entry.row, ...(postgres && { tsv: sql`${entry.tsv}::tsvector` }) }));
      const inserted = await search
        .insertInto('search_items')
        .values(rows as SearchItemsTable[])
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .execute();
      const taken = new Set(inserted.map((row) => Number(row.id)));
      const done = pending.filter((entry) => taken.has(idOf(entry, attempt)));
      if (!postgres && done.length > 0) {
        const values = done.map((entry) => sql`(${idOf(entry, attempt)}, ${entry.folded}, ${entry.stems})`);
        await sql`insert into search_fts (rowid, folded, stems) values ${sql.join(values)}`.execute(search);
      }
      await keepWords(search, done.map((entry) => entry.folded));
      pending = pending.filter((entry) => !taken.has(idOf(entry, attempt)));
    }
  }
}

/** Removes items from the index (an item deleted needs no call: triggers take its row). */
export async function removeSearchEntries(db: Kysely<DB>, kind: SearchKind, items: readonly string[]): Promise<void> {
  if (items.length === 0) return;
  // On SQLite the row's trigger takes its FTS5 row with it.
  await (db as unknown as Kysely<SearchDB>).deleteFrom('search_items').where('kind', '=', kind).where('item', 'in', [...items]).execute();
}

/** Writes an item's entry anew (an edit): the old row out, the new one in, on the caller's handle. */
export async function replaceSearchEntry(db: Kysely<DB>, entry: SearchEntry): Promise<void> {
  await removeSearchEntries(db, entry.kind, [entry.item]);
  await insertSearchEntries(db, [entry]);
}
