// Issue 42: the trip's book (2026_12_20_0001_books.ts). Apart from schema.ts so each file stays readable.
import type { Generated } from 'kysely';

export interface BooksTable {
  id: string;
  trip_id: string;
  format: 'A4' | 'A5';
  from_day: number | null;
  to_day: number | null;
  /** JSON: { chatPhotos: boolean, bleed: boolean }. */
  options: string;
  state: 'queued' | 'making' | 'ready' | 'failed';
  progress: Generated<number>;
  pages: number | null;
  bytes: number | null;
  /** In French, when it failed. */
  message: string | null;
  created_by: number | null;
  lease_node: string | null;
  lease_until: number | null;
  attempts: Generated<number>;
  created_at: number;
  finished_at: number | null;
}
