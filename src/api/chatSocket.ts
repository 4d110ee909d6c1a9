import type { Socket } from 'socket.io-client';
import {
  chatConstants,
  isSuspendedRefusal,
  type ChatSnapshot,
  type ClientToServerEvents,
  type MessageAckStatus,
  type MessageConfirmation,
  type MessageRefusal,
  type OutgoingMessage,
  type Participant,
  type ServerToClientEvents,
  type UserLeft,
  type ChatMessage,
} from '../../shared/chatTypes.ts';
import type { ReactionEvent } from '../../shared/reactionTypes.ts';
import { product } from '../../shared/product.ts';
import { deferredSocket } from './deferredSocket.ts';

/** What the server needs on every (re)connection: read afresh each time, so lastts is current. */
export interface ChatHandshake {
  token: string;
  lastts: string;
}

export type SendResult =
  | { kind: 'confirmed'; ts: string }
  | { kind: 'refused'; reason?: string }
  /** No acknowledgement within 5000 ms (spec §9), or the emit threw. */
  | { kind: 'failed'; timedOut: boolean; detail: string };

export interface ChatSocketHandlers {
  connect(): void;
  /** `willReconnect` is false after a server-side close (ban) or our own disconnect. */
  disconnect(reason: string, willReconnect: boolean): void;
  /** `willRetry` is false when the server refused the handshake: its French message explains why. */
  connectError(message: string, willRetry: boolean): void;
  initializechat(snapshot: ChatSnapshot): void;
  retrievechat(snapshot: ChatSnapshot): void;
  newmessage(message: ChatMessage): void;
  userjoined(participant: Participant): void;
  userleft(user: UserLeft): void;
  /** An admin removed a message. */
  messagedeleted(ts: string): void;
  /** The server is stopping; the socket reconnects by itself. */
  serverclosing(reason: string): void;
  /** Issue 25: reactions on a message changed. Optional: a client that knows nothing of them works as before. */
  reaction?(event: ReactionEvent): void;
  /** Issue 25: the account was banned (French text); the server closes the socket right after. */
  accesssuspended(message: string): void;
}

/** The store's view of the connection; the browser gets socket.io, tests and stories a fake. */
export interface ChatSocket {
  readonly connected: boolean;
  connect(): void;
  disconnect(): void;
  send(payload: OutgoingMessage): Promise<SendResult>;
}

export type ChatConnector = (handshake: () => ChatHandshake, handlers: ChatSocketHandlers) => ChatSocket;

type IoSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function toResult(error: Error | null, status?: MessageAckStatus, detail?: MessageConfirmation | MessageRefusal): SendResult {
  if (error) return { kind: 'failed', timedOut: true, detail: error.message };
  if (status === chatConstants.confirmed && detail && 'ts' in detail) return { kind: 'confirmed', ts: detail.ts };
  return { kind: 'refused', reason: detail && 'reason' in detail ? detail.reason : undefined };
}

/** socket.io-client with the spec's options (§7, §9): not auto-connected, growing reconnection delays. */
export function createChatConnector(url?: string): ChatConnector {
  return (handshake, handlers) => {
    // Headers reach the server on polling requests only (browsers cannot set them on a WebSocket),
    // so the same fields also go in `auth`, which socket.io sends on every connect.
    const options = {
      ...chatConstants.socketOptions,
      path: product.socketPath,
      extraHeaders: { ...handshake() },
      auth: (callback: (data: object) => void) => callback(handshake()),
    };
    const deferred = deferredSocket((io) => {
      const socket: IoSocket = url === undefined ? io(options) : io(url, options);
      socket.io.on('reconnect_attempt', () => {
        socket.io.opts.extraHeaders = { ...handshake() };
      });

      socket.on('connect', () => handlers.connect());
      socket.on('disconnect', (reason) => handlers.disconnect(reason, socket.active));
      socket.on('connect_error', (error) => {
        if (isSuspendedRefusal(error)) handlers.accesssuspended(error.message);
        else handlers.connectError(error.message, socket.active);
      });
      socket.on('initializechat', (snapshot) => handlers.initializechat(snapshot));
      socket.on('retrievechat', (snapshot) => handlers.retrievechat(snapshot));
      socket.on('newmessage', (message) => handlers.newmessage(message));
      socket.on('userjoined', (participant) => handlers.userjoined(participant));
      socket.on('userleft', (user) => handlers.userleft(user));
      socket.on('messagedeleted', ({ ts }) => handlers.messagedeleted(ts));
      socket.on('serverclosing', ({ reason }) => handlers.serverclosing(reason));
      socket.on('reaction', (event) => handlers.reaction?.(event));
      socket.on('accesssuspended', ({ message }) => handlers.accesssuspended(message));
      return socket;
    });

    return {
      get connected() {
        return deferred.current?.connected ?? false;
      },
      connect: () => deferred.connect(),
      disconnect: () => deferred.disconnect(),
      send: (payload) =>
        new Promise<SendResult>((resolve) => {
          try {
            const socket = deferred.current;
            if (socket === undefined) throw new Error('socket.io-client is not loaded yet');
            socket
              .timeout(chatConstants.ackTimeoutMs)
              .emit('message', payload, (error: Error | null, status: MessageAckStatus, detail?: MessageConfirmation | MessageRefusal) =>
                resolve(toResult(error, status, detail)),
              );
          } catch (error) {
            resolve({ kind: 'failed', timedOut: false, detail: error instanceof Error ? error.message : String(error) });
          }
        }),
    };
  };
}
