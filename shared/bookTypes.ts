// Issue 42: the trip's book, a print-ready PDF made on the family's server. Not in the spec: these
// calls sit beside the spec's; the server validates every body with these schemas and the client
// imports the same types. The PDF is served at `bookPath(id)` under the session cookie's rules.
import { Type, type Static } from '@sinclair/typebox';
import { TRIP_ID_PATTERN } from './tripTypes.ts';

const Token = Type.String({ minLength: 1, maxLength: 200 });
export const BOOK_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const BookId = Type.String({ pattern: BOOK_ID_PATTERN });

export const bookFormats = ['A4', 'A5'] as const;
export type BookFormat = (typeof bookFormats)[number];

/**
 * `from`/`to`: day numbers of the trip (1 is its start), both included; absent, every day.
 * `chatPhotos`: whether the chat's photos go in (default false). `bleed`: 3 mm bleed and crop marks.
 */
export const BookCreateBody = Type.Object(
  {
    token: Token,
    trip: Type.String({ pattern: TRIP_ID_PATTERN }),
    format: Type.Union(bookFormats.map((format) => Type.Literal(format))),
    from: Type.Optional(Type.Integer({ minimum: 1, maximum: 3660 })),
    to: Type.Optional(Type.Integer({ minimum: 1, maximum: 3660 })),
    chatPhotos: Type.Optional(Type.Boolean()),
    bleed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BookCreateBody = Static<typeof BookCreateBody>;
export const BookCreateReply = Type.Object({ id: Type.String() });
export type BookCreateReply = Static<typeof BookCreateReply>;

export const BookStatusBody = Type.Object({ token: Token, id: BookId }, { additionalProperties: false });
export type BookStatusBody = Static<typeof BookStatusBody>;
/** `POST /api/book/current`: the trip's book (one at a time per trip), or null. */
export const BookCurrentBody = Type.Object({ token: Token, trip: Type.String({ pattern: TRIP_ID_PATTERN }) }, { additionalProperties: false });
export type BookCurrentBody = Static<typeof BookCurrentBody>;

export const bookStates = ['queued', 'making', 'ready', 'failed'] as const;
export type BookState = (typeof bookStates)[number];

/** `progress` 0–100; `pages` and `bytes` once ready; `message` in French when it failed. */
export const BookStatus = Type.Object({
  id: Type.String(),
  trip: Type.String(),
  format: Type.Union(bookFormats.map((format) => Type.Literal(format))),
  state: Type.Union(bookStates.map((state) => Type.Literal(state))),
  progress: Type.Number({ minimum: 0, maximum: 100 }),
  pages: Type.Optional(Type.Integer({ minimum: 0 })),
  bytes: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The trip's first and last days in the book, as asked. */
  from: Type.Optional(Type.Integer()),
  to: Type.Optional(Type.Integer()),
  /** When the book was asked for, milliseconds since the epoch. */
  createdAt: Type.Number(),
  message: Type.Optional(Type.String()),
});
export type BookStatus = Static<typeof BookStatus>;
export const BookCurrentReply = Type.Object({ book: Type.Union([BookStatus, Type.Null()]) });
export type BookCurrentReply = Static<typeof BookCurrentReply>;

/** Where the PDF is served (ranges; the download is named after the trip, « Islande 2026.pdf »). */
export const bookPath = (id: string): string => `/media/books/${id}.pdf`;

export type BookProgressEvent = { id: string; trip: string; progress: number };
export type BookReadyEvent = { id: string; trip: string; pages: number; bytes: number };
export type BookFailedEvent = { id: string; trip: string; message: string };
