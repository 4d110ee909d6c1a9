// The live connection of the signed-in area (issue 12): one socket.io namespace beside the chat,
// over the same connection. The server pushes small events and the client fetches the rest.
// Types and plain constants only, so both sides can import it.
import type { ArticleComment } from './articleTypes.ts';
import type { AccessSuspended, ChatMessage } from './chatTypes.ts';
import type { ReactionEvent } from './reactionTypes.ts';
import type { AlbumAddedEvent } from './albumAdditionTypes.ts';
import type { TripChangedEvent } from './tripTypes.ts';
import type { BookFailedEvent, BookProgressEvent, BookReadyEvent } from './bookTypes.ts';

/** On the chat's socket path (product.socketPath): the browser multiplexes both on one connection. */
export const liveNamespace = '/live';

export type ArticleEvent = { id: number };
export type CommentAddedEvent = { id: number; comment: ArticleComment };
export type CommentDeletedEvent = { id: number; commentId: number };
export type CountEvent = { count: number };
export type VideoProgressEvent = { id: string; progress: number };
export type VideoEvent = { id: string };
export type VideoFailedEvent = { id: string; message: string };

export type LiveServerEvents = {
  articlepublished: (event: ArticleEvent) => void;
  articleedited: (event: ArticleEvent) => void;
  articledeleted: (event: ArticleEvent) => void;
  commentadded: (event: CommentAddedEvent) => void;
  commentdeleted: (event: CommentDeletedEvent) => void;
  /** Waiting accounts; to admins only, on connection and whenever it changes. */
  pendingcount: (event: CountEvent) => void;
  /** Every chat message, as the chat sends it, for unread counting. */
  newmessage: (message: ChatMessage) => void;
  /** On connection: messages of others after the handshake's `chatSeen`. */
  chatunread: (event: CountEvent) => void;
  /** Lapintube: a video being prepared, 0–100, about once a second. */
  videoprogress: (event: VideoProgressEvent) => void;
  videoready: (event: VideoEvent) => void;
  /** `message` in French, as the video's own. */
  videofailed: (event: VideoFailedEvent) => void;
  /** Issue 38: photos or videos were added to an album; the client asks /api/album/additions. */
  albumadded: (event: AlbumAddedEvent) => void;
  /** Issue 25: reactions on an item the receiver may see changed (`mine` is the receiver's). */
  reaction: (event: ReactionEvent) => void;
  /** Issue 39: a photo, a video or an article reached the trip under way; the client asks trip/map or trip/get again. */
  tripchanged: (event: TripChangedEvent) => void;
  /** Issue 42: the trip's book being made, 0–100, to every granted member. */
  bookprogress: (event: BookProgressEvent) => void;
  bookready: (event: BookReadyEvent) => void;
  /** The book could not be made: `message` in French, as its status says. */
  bookfailed: (event: BookFailedEvent) => void;
  /** Issue 25: the account was banned; the server closes the connection right after. */
  accesssuspended: (notice: AccessSuspended) => void;
};

export type LiveClientEvents = Record<string, never>;

/** `chatSeen`: the ts of the newest chat message the device has shown ('0' when none). */
export type LiveHandshakeAuth = { token: string; chatSeen: string };
