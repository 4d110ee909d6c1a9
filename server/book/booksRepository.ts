import type { Kysely, Selectable } from 'kysely';
import type { BookFormat, BookStatus } from '../../shared/bookTypes.ts';
import type { BooksTable } from '../platform/db/bookSchema.ts';
import type { DB } from '../platform/db/schema.ts';
import { leaseTable } from '../platform/jobs/leaseTable.ts';

export type BookRow = Selectable<BooksTable>;
export interface BookOptions {
  chatPhotos: boolean;
  bleed: boolean;
}
export interface NewBook {
  id: string;
  trip: string;
  format: BookFormat;
  from: number | null;
  to: number | null;
  options: BookOptions;
  createdBy: number;
  createdAt: number;
}
/** A book a node has taken to make: `attempts` counts this start. */
export interface ClaimedBook {
  id: string;
  attempts: number;
}

export function bookStatus(row: BookRow): BookStatus {
  return {
    id: row.id,
    trip: row.trip_id,
    format: row.format,
    state: row.state,
    progress: Number(row.progress),
    ...(row.pages === null ? {} : { pages: Number(row.pages) }),
    ...(row.bytes === null ? {} : { bytes: Number(row.bytes) }),
    ...(row.from_day === null ? {} : { from: Number(row.from_day) }),
    ...(row.to_day === null ? {} : { to: Number(row.to_day) }),
    createdAt: Number(row.created_at),
    ...(row.message === null ? {} : { message: row.message }),
  };
}

export function parseOptions(row: BookRow): BookOptions {
  const parsed = JSON.parse(row.options) as Partial<BookOptions>;
  return { chatPhotos: parsed.chatPhotos === true, bleed: parsed.bleed === true };
}

export function booksRepository(db: Kysely<DB>) {
  const jobs = leaseTable<DB, 'books', string>(db, {
    table: 'books',
    due: (eb) => eb('state', 'in', ['queued', 'making']),
    order: 'created_at',
  });

  return {
    jobs,

    async claim(nodeId: string, now: number, leaseMs: number, limit: number): Promise<ClaimedBook[]> {
      return (await jobs.claim(nodeId, now, leaseMs, limit)).map((job) => ({ id: job.id, attempts: job.attempts }));
    },

    find(id: string): Promise<BookRow | undefined> {
      return db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
    },

    ofTrip(trip: string): Promise<BookRow | undefined> {
      return db.selectFrom('books').selectAll().where('trip_id', '=', trip).orderBy('created_at', 'desc').executeTakeFirst();
    },

    /** The new book, and the trip's earlier ones gone in the same transaction: their ids, for their files. */
    async replace(book: NewBook): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const old = await trx.selectFrom('books').select('id').where('trip_id', '=', book.trip).execute();
        if (old.length > 0) await trx.deleteFrom('books').where('trip_id', '=', book.trip).execute();
        await trx
          .insertInto('books')
          .values({
            id: book.id,
            trip_id: book.trip,
            format: book.format,
            from_day: book.from,
            to_day: book.to,
            options: JSON.stringify(book.options),
            state: 'queued',
            pages: null,
            bytes: null,
            message: null,
            created_by: book.createdBy,
            lease_node: null,
            lease_until: null,
            created_at: book.createdAt,
            finished_at: null,
          })
          .execute();
        return old.map((row) => row.id);
      });
    },

    /** Only the node holding the book's lease writes its progress. False once it no longer holds it. */
    async setProgress(id: string, nodeId: string, progress: number): Promise<boolean> {
      const result = await db.updateTable('books').set({ state: 'making', progress }).where('id', '=', id).where('lease_node', '=', nodeId).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async finish(id: string, nodeId: string, pages: number, bytes: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('books')
        .set({ state: 'ready', progress: 100, pages, bytes, finished_at: now, lease_node: null, lease_until: null })
        .where('id', '=', id)
        .where('lease_node', '=', nodeId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async fail(id: string, message: string, now: number): Promise<void> {
      await db.updateTable('books').set({ state: 'failed', message, finished_at: now, lease_node: null, lease_until: null }).where('id', '=', id).execute();
    },

    /** Every book's id and state: the sweep keeps the files of those that still exist. */
    async all(): Promise<{ id: string; state: BookRow['state'] }[]> {
      return db.selectFrom('books').select(['id', 'state']).execute();
    },
  };
}

export type BooksRepository = ReturnType<typeof booksRepository>;
