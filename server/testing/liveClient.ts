import { io, type Socket } from 'socket.io-client';
import { liveNamespace, type LiveClientEvents, type LiveServerEvents } from '../../shared/liveTypes.ts';
import { product } from '../../shared/product.ts';

type LiveTestSocket = Socket<LiveServerEvents, LiveClientEvents>;

export type LiveEventName = keyof LiveServerEvents;

/** A live-namespace client for server tests and the benchmark: records every event in order. */
export interface LiveClient {
  socket: LiveTestSocket;
  events: { name: LiveEventName; payload: unknown }[];
  of(name: LiveEventName): unknown[];
  close(): void;
}

export function liveClient(url: string, options: { token?: string; chatSeen?: string } = {}): LiveClient {
  const socket: LiveTestSocket = io(`${url}${liveNamespace}`, {
    path: product.socketPath,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: options.token, chatSeen: options.chatSeen ?? '0' },
  });
  const events: LiveClient['events'] = [];
  socket.onAny((name: LiveEventName, payload: unknown) => events.push({ name, payload }));
  return {
    socket,
    events,
    of: (name) => events.filter((event) => event.name === name).map((event) => event.payload),
    close: () => socket.close(),
  };
}

export function liveConnected(client: LiveClient): Promise<void> {
  return new Promise((resolve, reject) => {
    if (client.socket.connected) return resolve();
    client.socket.once('connect', () => resolve());
    client.socket.once('connect_error', (error) => reject(error));
  });
}

export function liveRefusal(client: LiveClient): Promise<string> {
  return new Promise((resolve, reject) => {
    client.socket.once('connect', () => reject(new Error('connected, but a refusal was expected')));
    client.socket.once('connect_error', (error) => resolve(error.message));
  });
}
