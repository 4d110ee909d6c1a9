import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { chatConstants, type ChatMessage, type MessageAck } from '../../shared/chatTypes.ts';
import { product } from '../../shared/product.ts';
import { createSocketGate, type SocketGate } from '../auth/socketGate.ts';
import { chatRepository, type ChatRepository } from '../repositories/chatRepository.ts';
import { colorFor } from './chatColors.ts';
import { handshakeLastts, handshakeToken } from './chatHandshake.ts';
import { ChatHub } from './ChatHub.ts';
import { defaultChatLimits, type ChatLimits } from './chatLimits.ts';
import { chatMessages } from './chatMessages.ts';
import type { ChatIo, ChatSocket } from './chatSocketTypes.ts';
import { parseOutgoingMessage } from './outgoingMessage.ts';
import { createTokenBucket } from './tokenBucket.ts';
import { createTsClock, type TsClock } from './tsClock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server of the chat (tests and the e2e journey reach sockets through it). */
    chatIo: ChatIo;
    /** Admits sockets of every namespace, and closes them when their sessions end. */
    socketGate: SocketGate;
    /** Moderation: removes a stored message and tells every client; false when no message had that ts. */
    deleteChatMessage: (ts: string) => Promise<boolean>;
  }
}

interface ChatDeps {
  app: FastifyInstance;
  hub: ChatHub;
  repository: ChatRepository;
  clock: TsClock;
  limits: ChatLimits;
}

function handleMessage({ app, hub, repository, clock, limits }: ChatDeps, socket: ChatSocket) {
  const bucket = createTokenBucket(limits);
  const { user, color } = socket.data;
  return (payload: unknown, ack: unknown) => {
    const reply: MessageAck = typeof ack === 'function' ? (ack as MessageAck) : () => undefined;
    if (!bucket.take()) return reply('refused', { reason: chatMessages.tooFast });
    const parsed = parseOutgoingMessage(payload, limits.maxMessageLength);
    if (!parsed.ok) return reply('refused', { reason: parsed.reason });

    // Assigned before the insert: inserts run one after the other in this order, so broadcasts
    // leave in ts order too.
    const ts = clock.next();
    const message: ChatMessage = { message: parsed.text, sender: user.firstName, ts: String(ts), color };
    repository.insertMessage({ ts, senderId: user.id, sender: user.firstName, color, message: parsed.text }).then(
      () => {
        reply(chatConstants.confirmed, { ts: message.ts });
        hub.broadcast(socket, message);
        app.liveEvents.emit('chatmessage', message);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'chat message not stored');
        reply('refused', { reason: chatMessages.notStored });
      },
    );
  };
}

async function sendHistory({ app, hub, repository, clock, limits }: ChatDeps, socket: ChatSocket, lastts: number | null) {
  try {
    // A lastts this server never gave (a wiped database, say) gets the whole state again.
    if (lastts === null || lastts > clock.last) {
      hub.goLive(socket, 'initializechat', await repository.latest(limits.historyLimit), 0);
    } else {
      hub.goLive(socket, 'retrievechat', await repository.after(lastts, limits.catchUpLimit), lastts);
    }
  } catch (error) {
    app.log.error({ err: error }, 'chat history not read');
    socket.disconnect(true);
  }
}

/** socket.io on the app's own HTTP server, at the product's socket path (spec §7, §9). */
export const chatPlugin = fp(
  async (app) => {
    const limits: ChatLimits = { ...defaultChatLimits, ...app.config.chatLimits };
    const repository = chatRepository(app.db);
    const clock = createTsClock(await repository.newestTs());
    const io: ChatIo = new Server(app.server, {
      path: product.socketPath,
      serveClient: false,
      maxHttpBufferSize: limits.maxPayloadBytes,
    });
    const hub = new ChatHub(io);
    const deps: ChatDeps = { app, hub, repository, clock, limits };

    const gate = createSocketGate(app);
    io.use((socket, next) => {
      const token = handshakeToken(socket.handshake);
      if (!token) return next(new Error(chatMessages.sessionInvalid));
      gate
        .admit(token, (user) => colorFor(repository, user.id))
        .then((admitted) => {
          if (!admitted) return next(new Error(chatMessages.sessionInvalid));
          socket.data.user = admitted.user;
          socket.data.sessionId = admitted.sessionId;
          socket.data.color = admitted.prepared;
          next();
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'chat handshake failed');
          next(new Error(chatMessages.internalError));
        });
    });

    io.on('connection', (socket) => {
      const { user, color } = socket.data;
      hub.join(socket, user.id, { username: user.firstName, color });
      socket.on('message', handleMessage(deps, socket));
      socket.on('disconnect', () => hub.leave(socket, user.id));
      void sendHistory(deps, socket, handshakeLastts(socket.handshake));
    });

    gate.onSessionsEnded((userId, ends) => hub.disconnectUser(userId, ends));

    app.decorate('chatIo', io);
    app.decorate('socketGate', gate);
    app.decorate('deleteChatMessage', async (ts: string) => {
      if (!(await repository.deleteByTs(Number(ts)))) return false;
      hub.deleteMessage(ts);
      return true;
    });
    // Open sockets would hold the HTTP server's close open: end them before Fastify closes it.
    // io.close() also closes app.server; Fastify's own close of it then finds it already closed.
    app.addHook('preClose', async () => {
      gate.close();
      // Said before the connections drop: the transport closes, so every client reconnects by
      // itself once the server is back.
      io.emit('serverclosing', { reason: chatMessages.serverClosing });
      await io.close();
    });
  },
  { name: 'chat', dependencies: ['db', 'auth', 'live-events'] },
);
