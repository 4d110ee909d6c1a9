import type { Socket } from 'socket.io-client';
import type { ArticleComment } from '../../shared/articleTypes.ts';
import { isSuspendedRefusal, type ChatMessage } from '../../shared/chatTypes.ts';
import type { ReactionEvent } from '../../shared/reactionTypes.ts';
import type { BookFailedEvent, BookProgressEvent, BookReadyEvent } from '../../shared/bookTypes.ts';
import { liveNamespace, type LiveClientEvents, type LiveHandshakeAuth, type LiveServerEvents } from '../../shared/liveTypes.ts';
import { product } from '../../shared/product.ts';
import { deferredSocket } from './deferredSocket.ts';

export interface LiveSocketHandlers {
  /** Every (re)connection: the moment to catch up on what was missed. */
  connect(): void;
  /** `willReconnect` is false once the server closed it (sign-out elsewhere, ban). */
  disconnect(willReconnect: boolean): void;
  /** A (re)connection attempt failed: the server cannot be reached (offline, a restart). */
  unreachable(): void;
  articlepublished(id: number): void;
  articleedited(id: number): void;
  articledeleted(id: number): void;
  commentadded(id: number, comment: ArticleComment): void;
  commentdeleted(id: number, commentId: number): void;
  pendingcount(count: number): void;
  newmessage(message: ChatMessage): void;
  chatunread(count: number): void;
  videoprogress(id: string, progress: number): void;
  videoready(id: string): void;
  videofailed(id: string, message: string): void;
  /** Issue 25: reactions on an item changed; `mine` is this reader's. */
  reaction(event: ReactionEvent): void;
  /** Issue 38: photos or videos were added to this album. */
  albumadded(album: string): void;
  /** Issue 39: the trip's places, days or steps changed (a located item, a hidden place, the admin). */
  tripchanged(): void;
  /** Issue 42: the trip's book being made, made, or given up. */
  bookprogress(event: BookProgressEvent): void;
  bookready(event: BookReadyEvent): void;
  bookfailed(event: BookFailedEvent): void;
  /** Issue 25: the account was banned (French text); the server closes the connection right after. */
  accesssuspended(message: string): void;
}

export interface LiveSocket {
  connect(): void;
  disconnect(): void;
}

export type LiveConnector = (handshake: () => LiveHandshakeAuth, handlers: LiveSocketHandlers) => LiveSocket;

type IoSocket = Socket<LiveServerEvents, LiveClientEvents>;

/**
 * The signed-in area's live connection. It has its own connection (forceNew): sharing the chat's
 * would hand the chat's reconnection options and headers to whichever socket came first, and the
 * chat must behave exactly as the spec says.
 */
export function createLiveConnector(url?: string): LiveConnector {
  return (handshake, handlers) => {
    const options = {
      path: product.socketPath,
      autoConnect: false,
      forceNew: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 30_000,
      // Read on every (re)connection, so the missed-message count starts from what was seen.
      auth: (callback: (data: object) => void) => callback(handshake()),
    };
    return deferredSocket((io) => {
      const socket: IoSocket = url === undefined ? io(liveNamespace, options) : io(`${url}${liveNamespace}`, options);
      socket.on('connect', () => handlers.connect());
      socket.on('disconnect', () => handlers.disconnect(socket.active));
      socket.on('connect_error', (error) => {
        if (isSuspendedRefusal(error)) handlers.accesssuspended(error.message);
        // socket.io gives up only on a refusal (inactive); otherwise it tries again.
        else if (socket.active) handlers.unreachable();
      });
      socket.on('articlepublished', ({ id }) => handlers.articlepublished(id));
      socket.on('articleedited', ({ id }) => handlers.articleedited(id));
      socket.on('articledeleted', ({ id }) => handlers.articledeleted(id));
      socket.on('commentadded', ({ id, comment }) => handlers.commentadded(id, comment));
      socket.on('commentdeleted', ({ id, commentId }) => handlers.commentdeleted(id, commentId));
      socket.on('pendingcount', ({ count }) => handlers.pendingcount(count));
      socket.on('newmessage', (message) => handlers.newmessage(message));
      socket.on('chatunread', ({ count }) => handlers.chatunread(count));
      socket.on('videoprogress', ({ id, progress }) => handlers.videoprogress(id, progress));
      socket.on('videoready', ({ id }) => handlers.videoready(id));
      socket.on('videofailed', ({ id, message }) => handlers.videofailed(id, message));
      socket.on('reaction', (event) => handlers.reaction(event));
      socket.on('albumadded', ({ album }) => handlers.albumadded(album));
      socket.on('tripchanged', () => handlers.tripchanged());
      socket.on('bookprogress', (event) => handlers.bookprogress(event));
      socket.on('bookready', (event) => handlers.bookready(event));
      socket.on('bookfailed', (event) => handlers.bookfailed(event));
      socket.on('accesssuspended', ({ message }) => handlers.accesssuspended(message));
      return socket;
    });
  };
}
