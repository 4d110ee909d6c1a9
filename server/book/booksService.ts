import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookCreateBody, BookStatus } from '../../shared/bookTypes.ts';
import type { TripGetReply } from '../../shared/tripTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import type { DB } from '../platform/db/schema.ts';
import type { DiskReserve } from '../platform/disk/diskReserve.ts';
import { DiskFullError } from '../platform/disk/diskReserve.ts';
import { HttpError } from '../platform/errors.ts';
import type { TripViews } from '../trips/tripViews.ts';
import { removeBookFiles } from './bookFiles.ts';
import type { BookJobs } from './bookJobs.ts';
import { bookMessages } from './bookMessages.ts';
import { bookStatus, booksRepository } from './booksRepository.ts';

export interface BooksServiceDeps {
  db: Kysely<DB>;
  views: TripViews;
  jobs: BookJobs;
  root: string;
  diskReserve: DiskReserve;
  now?: () => number;
}

/** What a book takes on disk, at most, before it is made: its photos resampled (~1.5 MB each at 300 dpi), plus room. */
const MB = 1024 * 1024;
export const bookBytesEstimate = (photos: number) => 20 * MB + photos * 1.5 * MB;

/**
 * The trip's book: any granted member asks for it (the same right as reading the trip), one at a
 * time per trip, a new one replacing the old (its row, its file, its making on any node).
 */
export function createBooksService({ db, views, jobs, root, diskReserve, now = Date.now }: BooksServiceDeps) {
  const books = booksRepository(db);

  return {
    async create(user: AuthUser, body: BookCreateBody): Promise<{ id: string }> {
      // 404 in French for an unknown trip, as /api/trip/get.
      const trip = JSON.parse((await views.get(body.trip)).json.toString('utf8')) as TripGetReply;
      const days = trip.days.length;
      if (days === 0) throw new HttpError(400, bookMessages.noDays);
      const from = body.from ?? 1;
      const to = body.to ?? days;
      if (from > to) throw new HttpError(400, bookMessages.rangeInvalid);
      if (to > days) throw new HttpError(400, bookMessages.rangeOutside(days));
      const photos = trip.days.filter((day) => day.day >= from && day.day <= to).reduce((sum, day) => sum + day.media.length, 0);
      try {
        await diskReserve.ensureRoomFor(bookBytesEstimate(photos));
      } catch (error) {
        if (error instanceof DiskFullError) throw new DiskFullError(bookMessages.diskFull);
        throw error;
      }
      const id = randomUUID();
      const replaced = await books.replace({
        id,
        trip: body.trip,
        format: body.format,
        from: body.from ?? null,
        to: body.to ?? null,
        options: { chatPhotos: body.chatPhotos === true, bleed: body.bleed === true },
        createdBy: user.id,
        createdAt: now(),
      });
      for (const old of replaced) {
        jobs.cancel(old);
        await removeBookFiles(root, old);
      }
      jobs.queued();
      return { id };
    },

    async status(id: string): Promise<BookStatus> {
      const row = await books.find(id);
      if (row === undefined) throw new HttpError(404, bookMessages.bookNotFound);
      return bookStatus(row);
    },

    async current(trip: string): Promise<{ book: BookStatus | null }> {
      // 404 in French for an unknown trip.
      await views.get(trip);
      const row = await books.ofTrip(trip);
      return { book: row === undefined ? null : bookStatus(row) };
    },

    /** The PDF's download name: the trip's title. Undefined when the book is not ready. */
    async download(id: string): Promise<{ title: string } | undefined> {
      const row = await db.selectFrom('books').innerJoin('trips', 'trips.id', 'books.trip_id').select(['books.state', 'trips.title']).where('books.id', '=', id).executeTakeFirst();
      return row?.state === 'ready' ? { title: row.title } : undefined;
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;
