// What the book maker (a child process, bookMaker.ts) is handed: everything it lays out, read
// from the database by the node that makes the book (bookContent.ts), as one JSON file. The
// child never opens the database: it reads this file, the photos and the basemap, and writes the PDF.
import type { BookFormat } from '../../shared/bookTypes.ts';
import type { LonLat } from '../../shared/mapTypes.ts';

export interface PlanPhoto {
  /** The original on disk (issue 22), or its 1600 px rendition when the original is missing. */
  path: string;
  caption: string;
  by: string;
}

export type StoryBlock = { kind: 'text'; text: string } | { kind: 'photo'; photo: PlanPhoto };

export interface PlanStory {
  title: string;
  bandeau: string;
  author: string;
  blocks: StoryBlock[];
}

export interface PlanDay {
  day: number;
  /** `YYYY-MM-DD`. */
  date: string;
  /** « Annecy, France », in the order they were reached. */
  places: string[];
  /** The day's steps, in order: its small map. */
  points: LonLat[];
  stories: PlanStory[];
  /** Its photos that are in none of its stories. */
  photos: PlanPhoto[];
}

export interface BookPlan {
  format: BookFormat;
  bleed: boolean;
  title: string;
  /** `YYYY-MM-DD` of the first and last days in the book. */
  start: string;
  end: string;
  cover: PlanPhoto | null;
  /** The route of the book's days, step after step. */
  route: LonLat[];
  days: PlanDay[];
  closing: { people: string[]; days: number; countries: number; km: number; photos: number; madeAt: number };
}

/** What the maker tells its parent on stdout, one JSON line each. */
export type MakerLine = { progress: number } | { done: { pages: number } };
