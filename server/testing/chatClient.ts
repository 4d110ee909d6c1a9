import { io, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import {
  chatConstants,
  type ChatMessage,
  type ChatSnapshot,
  type ClientToServerEvents,
  type MessageAckStatus,
  type MessageConfirmation,
  type MessageRefusal,
  type Participant,
  type ServerToClientEvents,
} from '../../shared/chatTypes.ts';
import { product } from '../../shared/product.ts';

// A socket.io client for server tests and the benchmark. Like the browser store, it keeps the
// newest server ts and sends it as lastts on every (re)connection.

export type ChatTestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ChatClientOptions {
  token?: string;
  lastts?: string;
  /** Off by default: most tests want a refused handshake to stay refused. */
  reconnection?: boolean;
  /** Token only in a header, as the spec's client sends it, instead of in `auth`. */
  headersOnly?: boolean;
  connect?: boolean;
}

export interface ChatClient {
  socket: ChatTestSocket;
  /** Every chat message received (snapshots and newmessage), in arrival order, duplicates kept. */
  received: ChatMessage[];
  snapshots: { event: 'initializechat' | 'retrievechat'; snapshot: ChatSnapshot }[];
  joined: Participant[];
  left: string[];
  readonly lastts: string;
  send(text: string, extra?: { ts?: string; token?: string; clientId?: string }): Promise<[MessageAckStatus, (MessageConfirmation | MessageRefusal)?]>;
  close(): void;
}

export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export function chatClient(url: string, options: ChatClientOptions = {}): ChatClient {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.token = options.token;
  const state = { lastts: options.lastts ?? chatConstants.initialLastts };
  const socket: ChatTestSocket = io(url, {
    ...chatConstants.socketOptions,
    path: product.socketPath,
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    forceNew: true,
    extraHeaders: { ...headers, lastts: state.lastts },
    auth: (callback) => callback(options.headersOnly ? { lastts: state.lastts } : { token: options.token, lastts: state.lastts }),
  });
  // The `lastts` header goes with each new engine handshake: keep it current for reconnections.
  socket.io.on('reconnect_attempt', () => {
    socket.io.opts.extraHeaders = { ...headers, lastts: state.lastts };
  });

  const client: ChatClient = {
    socket,
    received: [],
    snapshots: [],
    joined: [],
    left: [],
    get lastts() {
      return state.lastts;
    },
    // emitWithAck resolves with the first ack argument only; the tests need both.
    send: (text, extra = {}) =>
      new Promise((resolve, reject) => {
        const payload = {
          message: encodeURIComponent(text),
          ts: extra.ts ?? String(Date.now()),
          token: extra.token ?? options.token ?? '',
          ...(extra.clientId !== undefined && { clientId: extra.clientId }),
        };
        socket
          .timeout(chatConstants.ackTimeoutMs)
          .emit('message', payload, (error: Error | null, status: MessageAckStatus, detail?: MessageConfirmation | MessageRefusal) => {
            if (error) return reject(error);
            if (status === 'confirmed' && detail && 'ts' in detail) advance(detail.ts);
            resolve([status, detail]);
          });
      }),
    close: () => void socket.disconnect(),
  };
  const advance = (ts: string) => {
    if (Number(ts) > Number(state.lastts)) state.lastts = ts;
  };
  const track = (messages: ChatMessage[]) => {
    for (const message of messages) {
      client.received.push(message);
      advance(message.ts);
    }
  };
  socket.on('initializechat', (snapshot) => {
    client.snapshots.push({ event: 'initializechat', snapshot });
    track(snapshot.messages);
  });
  socket.on('retrievechat', (snapshot) => {
    client.snapshots.push({ event: 'retrievechat', snapshot });
    track(snapshot.messages);
  });
  socket.on('newmessage', (message) => track([message]));
  socket.on('userjoined', (participant) => client.joined.push(participant));
  socket.on('userleft', ({ username }) => client.left.push(username));
  if (options.connect !== false) socket.connect();
  return client;
}

/** A client of `token` that is connected and has its first snapshot. */
export async function openedChat(url: string, token: string, lastts: string = chatConstants.initialLastts): Promise<ChatClient> {
  const client = chatClient(url, { token, lastts });
  await connected(client);
  await eventually(() => client.snapshots.length > 0, 'the snapshot');
  return client;
}

/** Resolves once `check` passes, polling every 10 ms; fails after `timeoutMs` with `what`. */
export async function eventually(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves once the server has handled the disconnect of `client`'s current socket (its own
 * 'disconnect' handlers, presence included, ran first). Call it before closing or dropping. */
export function serverDisconnect(app: FastifyInstance, client: ChatClient): Promise<string> {
  const socket = app.chatIo.sockets.sockets.get(client.socket.id ?? '');
  if (!socket) throw new Error('the client has no socket on the server');
  return new Promise((resolve) => socket.once('disconnect', resolve));
}

/** Resolves on `connect`, rejects with the server's connect_error. */
export function connected(client: ChatClient): Promise<void> {
  return new Promise((resolve, reject) => {
    if (client.socket.connected) return resolve();
    client.socket.once('connect', () => resolve());
    client.socket.once('connect_error', reject);
  });
}

/** The connect_error message of a refused handshake. */
export function refusal(client: ChatClient): Promise<string> {
  return new Promise((resolve, reject) => {
    client.socket.once('connect', () => reject(new Error('the handshake was accepted')));
    client.socket.once('connect_error', (error) => resolve(error.message));
  });
}
