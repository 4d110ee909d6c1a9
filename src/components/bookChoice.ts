import type { BookFormat } from '../../shared/bookTypes.ts';

/** What the book dialog's form holds; `from`/`to` (day numbers) count only when `allDays` is off. */
export interface BookChoice {
  format: BookFormat;
  allDays: boolean;
  from: number;
  to: number;
  chatPhotos: boolean;
  bleed: boolean;
}

/** What the book dialog shows: reading the trip's book, the form, the book's state, or offline. */
export type BookView = 'loading' | 'error' | 'choose' | 'queued' | 'making' | 'ready' | 'failed' | 'offline';
