// Issue 38: how the feed's lines of album additions are paged and told apart, shared by the client
// and the server. Kept apart from the request schemas (albumAdditionTypes.ts) so the browser never
// downloads TypeBox: importing these from there put it in the sign-in page's first load.
import type { AlbumAddition } from './albumAdditionTypes.ts';

/** A page of additions: 20 lines, the newest first. */
export const ADDITIONS_PAGE = 20;
/** One feed line covers what one member added to one album within one clock hour (UTC). */
export const ADDITION_HOUR_MS = 3_600_000;

/** A line's identity: one member, one album, one hour. */
export const additionKey = (line: AlbumAddition) => `${line.pseudo}\u0000${line.album}\u0000${Math.floor(line.at / ADDITION_HOUR_MS)}`;
