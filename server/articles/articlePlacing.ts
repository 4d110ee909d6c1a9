import type { ArticlePlaceField, Place } from '../../shared/tripTypes.ts';
import type { TripsService } from '../trips/tripsService.ts';

/** What the articles need of the trips: where an article was written, and its day in its trip. */
export interface ArticlePlacing {
  ofArticles(records: readonly { id: number; ts: number; structure: string }[]): Promise<Map<number, { place: Place | null; day: number | null }>>;
  written(id: number, field: ArticlePlaceField | undefined, published: boolean): Promise<void>;
}

export function articlePlacing(trips: TripsService): ArticlePlacing {
  return {
    ofArticles: (records) => trips.views.ofArticles(records),
    written: (id, field, published) => trips.articleWritten(id, field, published),
  };
}
