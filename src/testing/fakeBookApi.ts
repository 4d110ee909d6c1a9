import type { BookApi, BookRequest } from '../api/bookApi.ts';
import type { BookStatus } from '../../shared/bookTypes.ts';
import { ApiError } from '../api/httpClient.ts';

// In-memory book calls for store tests and stories: same contract, no network.

/** Noon on 3 August 2026 (UTC): the same French date in every time zone the stories run in. */
export const sampleBookDate = Date.UTC(2026, 7, 3, 12, 0);

/** A book of the sample trip (fakeTripApi's « Les Alpes en famille »), in the state asked for. */
export function sampleBook(change: Partial<BookStatus> = {}): BookStatus {
  return { id: '5f0c2a9e-8b1d-4c3e-a7f6-1e2d3c4b5a69', trip: '0b6d8a4e-3f1c-4a7e-9c55-2d1f0e9a7b31', format: 'A5', state: 'ready', progress: 100, pages: 212, bytes: 480 * 1024 * 1024, createdAt: sampleBookDate, ...change };
}

export interface FakeBookApi extends BookApi {
  /** What was called, in order: `current:<trip>`, `create:<json>`, `status:<id>`. */
  calls: string[];
  /** The trip's book as the server now has it (a test moves it along). */
  book: BookStatus | null;
}

export interface FakeBookOptions {
  book?: BookStatus | null;
  /** Every read refused with this French message. */
  failWith?: string;
  /** « Créer le livre » refused with this French message (a full disk, a banned member). */
  createFailWith?: string;
  /** Never answers create: the story shows the request on its way. */
  createHangs?: boolean;
  /** Never answers a read of the trip's book: the story shows it being read. */
  currentHangs?: boolean;
}

export function fakeBookApi(options: FakeBookOptions = {}): FakeBookApi {
  let made = 0;
  const api: FakeBookApi = {
    calls: [],
    book: options.book ?? null,
    current(_token, trip) {
      api.calls.push(`current:${trip}`);
      if (options.currentHangs) return new Promise(() => undefined);
      if (options.failWith) return Promise.reject(new ApiError(options.failWith, 503));
      return Promise.resolve(api.book && api.book.trip === trip ? { ...api.book } : null);
    },
    create(_token, request: BookRequest) {
      api.calls.push(`create:${JSON.stringify(request)}`);
      if (options.createHangs) return new Promise(() => undefined);
      if (options.createFailWith) return Promise.reject(new ApiError(options.createFailWith, 507));
      made += 1;
      const id = `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
      api.book = { id, trip: request.trip, format: request.format, state: 'queued', progress: 0, from: request.from, to: request.to, createdAt: sampleBookDate };
      return Promise.resolve(id);
    },
    status(_token, id) {
      api.calls.push(`status:${id}`);
      if (options.failWith) return Promise.reject(new ApiError(options.failWith, 503));
      if (api.book?.id !== id) return Promise.reject(new ApiError('Livre introuvable', 404));
      return Promise.resolve({ ...api.book });
    },
  };
  return api;
}
