import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import type { ReactionKind } from '../../shared/reactionTypes.ts';

/** What services tell the live connection, after their writes commit. */
export interface LiveEventMap {
  articlepublished: [id: number];
  articleedited: [id: number];
  articledeleted: [id: number];
  commentadded: [id: number, comment: ArticleComment];
  commentdeleted: [id: number, commentId: number];
  chatmessage: [message: ChatMessage];
  /** Lapintube: a video being prepared, in percent. */
  videoprogress: [id: string, progress: number];
  videoready: [id: string];
  videofailed: [id: string, message: string];
  /** Issue 38: a member's items were committed to the album named `album`. */
  albumadded: [album: string];
  /** Issue 25: reactions on an item changed. `id` as the client names it, `item` as the table
   * keys it; `audience` the accounts that may see it, null for every relative. */
  reaction: [kind: ReactionKind, id: string, item: string, audience: number[] | null];
  /** Issue 39: a trip, the home zones or a hidden place changed: what trip pages and articles show. */
  placeschanged: [];
  /** Issue 39: something was added to the trip under way; each node derives it from the events above. */
  tripchanged: [trip: string];
  /** Issue 42: the trip's book being made (0–100), made, or given up (`message` in French). */
  bookprogress: [id: string, trip: string, progress: number];
  bookready: [id: string, trip: string, pages: number, bytes: number];
  bookfailed: [id: string, trip: string, message: string];
}

export type LiveEvents = EventEmitter<LiveEventMap>;

export function createLiveEvents(): LiveEvents {
  return new EventEmitter<LiveEventMap>();
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

/** Decorated before the slices that write, so their services can tell the live connection. */
export const liveEventsPlugin = fp(
  async (app) => {
    app.decorate('liveEvents', createLiveEvents());
  },
  { name: 'live-events' },
);
