import type { AxiosInstance } from 'axios';
import type { BookCreateBody, BookCreateReply, BookCurrentReply, BookStatus } from '../../shared/bookTypes.ts';

/** What the family chooses for a book (`from`/`to`: day numbers of the trip; absent, every day). */
export type BookRequest = Omit<BookCreateBody, 'token'>;

/** Issue 42: the trip's book, a print-ready PDF made on the family's server (not in the spec). */
export interface BookApi {
  /** The trip's book (one at a time per trip), or null when none was asked for. */
  current(token: string, trip: string): Promise<BookStatus | null>;
  /** Asks for a new book; it replaces the trip's previous one. Returns its id. */
  create(token: string, request: BookRequest): Promise<string>;
  status(token: string, id: string): Promise<BookStatus>;
}

export function createBookApi(http: AxiosInstance): BookApi {
  return {
    async current(token, trip) {
      return (await http.post<BookCurrentReply>('/api/book/current', { token, trip })).data.book;
    },
    async create(token, request) {
      return (await http.post<BookCreateReply>('/api/book/create', { token, ...request })).data.id;
    },
    async status(token, id) {
      return (await http.post<BookStatus>('/api/book/status', { token, id })).data;
    },
  };
}
