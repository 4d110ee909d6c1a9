import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Namespace, Socket } from 'socket.io';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import { liveNamespace, type LiveClientEvents, type LiveServerEvents } from '../../shared/liveTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { chatMessages } from '../chat/chatMessages.ts';
import { HeldDeliveries } from '../chat/heldDeliveries.ts';
import { handshakeToken } from '../chat/chatHandshake.ts';
import { isDatabaseUnavailable } from '../platform/db/databaseUnavailable.ts';
import { chatRepository } from '../chat/chatRepository.ts';
import { usersRepository } from '../accounts/usersRepository.ts';

interface LiveSocketData {
  user: AuthUser;
  sessionId: string;
}

type LiveNamespace = Namespace<LiveClientEvents, LiveServerEvents, Record<string, never>, LiveSocketData>;
type LiveSocket = Socket<LiveClientEvents, LiveServerEvents, Record<string, never>, LiveSocketData>;

const ADMINS = 'admins';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live namespace (tests reach its sockets through it). */
    liveIo: LiveNamespace;
  }
}

/** The newest chat ts the device has shown, or 0: a malformed value counts everything. */
function chatSeen(socket: LiveSocket): number {
  const raw: unknown = socket.handshake.auth?.chatSeen;
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

/**
 * The chat messages each live socket gets, exactly once: the greeting's count covers the messages
 * up to the newest ts at that moment, and `newmessage` the ones after it. A message delivered
 * while the count is read waits for it; one whose delivery trails its commit is held back when the
 * count already had it.
 */
class UnreadFeed {
  private readonly greeting = new Map<string, ChatMessage[]>();
  private readonly counted = new HeldDeliveries();

  constructor(private readonly here: LiveNamespace['local']) {}

  deliver(message: ChatMessage): void {
    const skipped = [...this.greeting.keys(), ...this.counted.holding(Number(message.ts))];
    for (const buffer of this.greeting.values()) buffer.push(message);
    (skipped.length === 0 ? this.here : this.here.except(skipped)).emit('newmessage', message);
  }

  async greet(socket: LiveSocket, count: () => Promise<{ count: number; upTo: number }>): Promise<void> {
    this.greeting.set(socket.id, []);
    try {
      const { count: unread, upTo } = await count();
      socket.emit('chatunread', { count: unread });
      let held = upTo;
      for (const message of this.greeting.get(socket.id) ?? []) {
        if (Number(message.ts) <= upTo) continue;
        socket.emit('newmessage', message);
        held = Math.max(held, Number(message.ts));
      }
      if (socket.connected) this.counted.hold(socket.id, held);
    } finally {
      this.greeting.delete(socket.id);
    }
  }

  forget(socketId: string): void {
    this.greeting.delete(socketId);
    this.counted.forget(socketId);
  }
}

async function greet(app: FastifyInstance, socket: LiveSocket, unread: UnreadFeed): Promise<void> {
  const { user } = socket.data;
  const chat = chatRepository(app.db);
  await unread.greet(socket, async () => {
    const upTo = await chat.lastTs();
    return { upTo, count: await chat.countFromOthersAfter(chatSeen(socket), user.id, upTo) };
  });
  if (user.role === 'admin') {
    await socket.join(ADMINS);
    socket.emit('pendingcount', { count: await usersRepository(app.db).countWaiting() });
  }
}

/** Promotions and demotions move sockets in and out of the admins' room, then they get the count. */
async function announcePending(app: FastifyInstance, live: LiveNamespace): Promise<void> {
  const users = usersRepository(app.db);
  const admins = new Set(await users.grantedAdminIds());
  for (const socket of live.sockets.values()) {
    if (admins.has(socket.data.user.id)) await socket.join(ADMINS);
    else await socket.leave(ADMINS);
  }
  live.local.to(ADMINS).emit('pendingcount', { count: await users.countWaiting() });
}

/**
 * The signed-in area's live connection: a namespace beside the chat on the same socket path, so
 * the browser multiplexes both over one connection. Being connected here is not being in the chat:
 * nobody joins or leaves the chat's participants through it.
 */
export const livePlugin = fp(
  async (app) => {
    const live: LiveNamespace = app.chatIo.of(liveNamespace);

    live.use((socket, next) => {
      const token = handshakeToken(socket.handshake);
      if (!token) return next(new Error(chatMessages.sessionInvalid));
      app.socketGate
        .admit(token, async () => true)
        .then((admitted) => {
          if (!admitted) return app.socketGate.refusal(token).then(next);
          socket.data.user = admitted.user;
          socket.data.sessionId = admitted.sessionId;
          next();
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'live handshake failed');
          next(new Error(isDatabaseUnavailable(error) ? chatMessages.databaseUnavailable : chatMessages.internalError));
        });
    });

    const unread = new UnreadFeed(live.local);
    live.on('connection', (socket) => {
      app.socketGate.seat(socket.data.user.id, socket);
      socket.on('disconnect', () => unread.forget(socket.id));
      greet(app, socket, unread).catch((error: unknown) => {
        app.log.error({ err: error }, 'live greeting failed');
        socket.disconnect(true);
      });
    });

    app.socketGate.onSessionsEnded((userId, ends, reason) => {
      for (const socket of live.sockets.values()) {
        if (socket.data.user.id !== userId || !ends(socket.data.sessionId)) continue;
        if (reason !== undefined) socket.emit('accesssuspended', { message: reason });
        socket.disconnect(true);
      }
    });

    // Every node hears every event (platform/cluster/eventRelay.ts, chat/chatDelivery.ts) and tells its
    // own connections: an emit through the adapter would reach the other nodes' ones twice.
    const events = app.liveEvents;
    const here = live.local;
    const forward = {
      articlepublished: (id: number) => here.emit('articlepublished', { id }),
      articleedited: (id: number) => here.emit('articleedited', { id }),
      articledeleted: (id: number) => here.emit('articledeleted', { id }),
      commentadded: (id: number, comment: Parameters<LiveServerEvents['commentadded']>[0]['comment']) =>
        here.emit('commentadded', { id, comment }),
      commentdeleted: (id: number, commentId: number) => here.emit('commentdeleted', { id, commentId }),
      chatmessage: (message: ChatMessage) => unread.deliver(message),
      videoprogress: (id: string, progress: number) => here.emit('videoprogress', { id, progress }),
      videoready: (id: string) => here.emit('videoready', { id }),
      videofailed: (id: string, message: string) => here.emit('videofailed', { id, message }),
      albumadded: (album: string) => here.emit('albumadded', { album }),
      tripchanged: (trip: string) => here.emit('tripchanged', { trip }),
      bookprogress: (id: string, trip: string, progress: number) => here.emit('bookprogress', { id, trip, progress }),
      bookready: (id: string, trip: string, pages: number, bytes: number) => here.emit('bookready', { id, trip, pages, bytes }),
      bookfailed: (id: string, trip: string, message: string) => here.emit('bookfailed', { id, trip, message }),
    };
    const subscribe = (on: boolean) => {
      const method = on ? 'on' : 'off';
      events[method]('articlepublished', forward.articlepublished);
      events[method]('articleedited', forward.articleedited);
      events[method]('articledeleted', forward.articledeleted);
      events[method]('commentadded', forward.commentadded);
      events[method]('commentdeleted', forward.commentdeleted);
      events[method]('chatmessage', forward.chatmessage);
      events[method]('videoprogress', forward.videoprogress);
      events[method]('videoready', forward.videoready);
      events[method]('videofailed', forward.videofailed);
      events[method]('albumadded', forward.albumadded);
      events[method]('tripchanged', forward.tripchanged);
      events[method]('bookprogress', forward.bookprogress);
      events[method]('bookready', forward.bookready);
      events[method]('bookfailed', forward.bookfailed);
    };
    subscribe(true);
    const onAccountsChanged = () => {
      announcePending(app, live).catch((error: unknown) => app.log.error({ err: error }, 'pending count not sent'));
    };
    app.accountEvents.on('accountsChanged', onAccountsChanged);

    app.decorate('liveIo', live);
    app.addHook('preClose', async () => {
      subscribe(false);
      app.accountEvents.off('accountsChanged', onAccountsChanged);
    });
  },
  { name: 'live', dependencies: ['chat', 'live-events'] },
);
