// The trip's tables (issue 39): places and times of items, trips, home zones, articles' places.
// Apart from schema.ts so each file stays readable. Times are epoch ms.
import type { Generated } from 'kysely';

/** Issue 39: where and when a photo or a video was taken (server/places/itemCapture.ts). */
export interface ItemPlacesTable {
  /** The photo's image set name or the video's id (both UUIDs). */
  item: string;
  kind: 'photo' | 'video';
  lat: number | null;
  lon: number | null;
  /** Epoch milliseconds, UTC. */
  taken_at: number | null;
  /** The IANA zone of the position. */
  tz: string | null;
  recorded_at: number;
  /** Issue 39: 1 once its owner or the admin hid its place (« Masquer le lieu »). */
  hidden: Generated<number>;
}

/** Issue 39: a trip; `end_date` null while the family travels. */
export interface TripsTable {
  id: string;
  title: string;
  /** `YYYY-MM-DD`. */
  start_date: string;
  end_date: string | null;
  created_at: number;
}

/** Issue 39: a place never shown, in the order the admin gave. */
export interface HomeZonesTable {
  position: number;
  lat: number;
  lon: number;
  radius_km: number;
}

/** Issue 39: how an article gets its place (2026_12_09_0001_trips.ts). */
export interface ArticlePlacesTable {
  article_id: number;
  mode: 'field' | 'none' | 'photos';
  lat: number | null;
  lon: number | null;
  /** The first publication: an edit moves `ts`, never the article's day. */
  published_at: number;
  hidden: Generated<number>;
}

export interface OneTimeTasksTable {
  name: string;
  done_at: number;
}
