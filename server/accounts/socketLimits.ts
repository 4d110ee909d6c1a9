/**
 * How long an engine.io connection may stay without an authenticated namespace (chat or live)
 * before the server closes it. socket.io's own default is 45 s, which let 2,000 connections that
 * never authenticated sit on the server; a real client's handshake takes well under a second.
 */
export const SOCKET_CONNECT_TIMEOUT_MS = 10_000;

declare module '../platform/config.ts' {
  interface Config {
    /** Not read from the environment; tests lower it. Default SOCKET_CONNECT_TIMEOUT_MS. */
    socketConnectTimeoutMs?: number;
  }
}

/** What the cap needs of a socket, of either namespace. */
export interface CountedSocket {
  /** The engine.io connection the socket rides on (chat and live share one per browser tab). */
  readonly conn: object;
  disconnect(close?: boolean): unknown;
  once(event: 'disconnect', listener: () => void): unknown;
}

export interface AccountSockets {
  /** Counts a just-connected socket of the account, and closes its oldest beyond the cap. */
  add(userId: number, socket: CountedSocket): void;
}

/**
 * At most `max` sockets per account on this node, both namespaces counted: one stolen or leaked
 * token cannot pile up hundreds. The newest is always let in (it is the device in the user's
 * hands) and the oldest go first. An evicted client sees "io server disconnect", after which
 * socket.io never reconnects by itself, so two tabs never evict each other in a loop.
 */
export function createAccountSockets(max: number): AccountSockets {
  const open = new Map<number, CountedSocket[]>();

  const forget = (userId: number, socket: CountedSocket) => {
    const sockets = open.get(userId);
    if (!sockets) return;
    const index = sockets.indexOf(socket);
    if (index !== -1) sockets.splice(index, 1);
    if (sockets.length === 0) open.delete(userId);
  };

  return {
    add(userId, socket) {
      const sockets = open.get(userId) ?? [];
      open.set(userId, sockets);
      sockets.push(socket);
      socket.once('disconnect', () => forget(userId, socket));
      while (sockets.length > max) {
        const oldest = sockets.shift();
        if (oldest === undefined) break;
        // Its whole connection goes (a tab's chat and live together), unless the newcomer rides
        // on it too: then only its namespace closes.
        oldest.disconnect(oldest.conn !== socket.conn);
      }
      if (sockets.length === 0) open.delete(userId);
    },
  };
}
