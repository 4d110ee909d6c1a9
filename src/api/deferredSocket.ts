import type { io as ioFunction } from 'socket.io-client';

type Io = typeof ioFunction;

/**
 * socket.io-client is fetched the first time a connection is wanted, so it stays out of the
 * first page load. `connect` and `disconnect` keep their order across the wait: a disconnect
 * that comes first wins, and a socket that is not made yet counts as not connected.
 */
export function deferredSocket<S extends { connect(): unknown; disconnect(): unknown }>(make: (io: Io) => S) {
  let socket: S | undefined;
  let wanted = false;
  let loading: Promise<S> | undefined;
  const load = () => (loading ??= import('socket.io-client').then(({ io }) => (socket = make(io))));
  return {
    get current(): S | undefined {
      return socket;
    },
    connect(): void {
      wanted = true;
      void load().then((made) => {
        if (wanted) made.connect();
      });
    },
    disconnect(): void {
      wanted = false;
      socket?.disconnect();
    },
  };
}
