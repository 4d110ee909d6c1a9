import type { LiveConnector, LiveSocketHandlers } from '../api/liveSocket.ts';
import type { LiveHandshakeAuth } from '../../shared/liveTypes.ts';

/** A live connection driven by hand: store tests and stories push the server's events through it. */
export interface FakeLive {
  connector: LiveConnector;
  handshakes: LiveHandshakeAuth[];
  readonly open: boolean;
  /** The events the server would send, delivered at once. */
  server: Omit<LiveSocketHandlers, 'connect' | 'disconnect'> & { connect(): void; drop(): void };
}

export function fakeLive(): FakeLive {
  let handlers: LiveSocketHandlers | undefined;
  let handshake: (() => LiveHandshakeAuth) | undefined;
  let open = false;
  const live: FakeLive = {
    handshakes: [],
    get open() {
      return open;
    },
    connector: (nextHandshake, nextHandlers) => {
      handshake = nextHandshake;
      handlers = nextHandlers;
      return {
        connect: () => live.server.connect(),
        disconnect: () => {
          open = false;
          handlers = undefined;
        },
      };
    },
    server: {
      connect: () => {
        if (!handlers || !handshake) return;
        live.handshakes.push(handshake());
        open = true;
        handlers.connect();
      },
      drop: () => {
        open = false;
        handlers?.disconnect(true);
      },
      unreachable: () => handlers?.unreachable(),
      articlepublished: (id) => handlers?.articlepublished(id),
      articleedited: (id) => handlers?.articleedited(id),
      articledeleted: (id) => handlers?.articledeleted(id),
      commentadded: (id, comment) => handlers?.commentadded(id, comment),
      commentdeleted: (id, commentId) => handlers?.commentdeleted(id, commentId),
      pendingcount: (count) => handlers?.pendingcount(count),
      newmessage: (message) => handlers?.newmessage(message),
      chatunread: (count) => handlers?.chatunread(count),
      videoprogress: (id, progress) => handlers?.videoprogress(id, progress),
      videoready: (id) => handlers?.videoready(id),
      videofailed: (id, message) => handlers?.videofailed(id, message),
      reaction: (event) => handlers?.reaction(event),
      albumadded: (album) => handlers?.albumadded(album),
      tripchanged: () => handlers?.tripchanged(),
      bookprogress: (event) => handlers?.bookprogress(event),
      bookready: (event) => handlers?.bookready(event),
      bookfailed: (event) => handlers?.bookfailed(event),
      accesssuspended: (message) => handlers?.accesssuspended(message),
    },
  };
  return live;
}
