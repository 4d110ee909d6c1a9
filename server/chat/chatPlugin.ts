import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { chatConstants, type MessageAck, type UploadedChatPhoto } from '../../shared/chatTypes.ts';
import type { AuthUser } from '../accounts/authTypes.ts';
import { product } from '../../shared/product.ts';
import { createSocketGate, type SocketGate } from '../accounts/socketGate.ts';
import { SOCKET_CONNECT_TIMEOUT_MS } from '../accounts/socketLimits.ts';
import { closeSocketsOfEndedSessions } from '../accounts/sessionRecheck.ts';
import { createSocketAdapter } from '../platform/cluster/socketAdapter.ts';
import { isDatabaseUnavailable } from '../platform/db/databaseUnavailable.ts';
import { chatRepository, type ChatRepository } from './chatRepository.ts';
import { presenceRepository } from './presenceRepository.ts';
import { sessionsRepository } from '../accounts/sessionsRepository.ts';
import { colorFor } from './chatColors.ts';
import { handshakeLastts, handshakeToken } from './chatHandshake.ts';
import { ChatHub } from './ChatHub.ts';
import { chatModerationRoutes } from './chatModerationRoutes.ts';
import { defaultChatLimits, type ChatLimits } from './chatLimits.ts';
import { chatMessages } from './chatMessages.ts';
import { isDiskFull } from '../platform/disk/diskFull.ts';
import { diskMessages } from '../platform/disk/diskMessages.ts';
import type { ChatIo, ChatSocket } from './chatSocketTypes.ts';
import { parseOutgoingMessage } from './outgoingMessage.ts';
import { checkMessageExtras, type MessageExtras } from './chatMessageExtras.ts';
import { createTokenBucket } from './tokenBucket.ts';
import { createChatDelivery, type ChatDelivery } from './chatDelivery.ts';
import { createChatPresence, type ChatPresence } from './chatPresence.ts';
import { ChatPhotosTaken } from './chatPhotosRepository.ts';
import { chatPhotoMessages } from './chatPhotoMessages.ts';

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
  delivery: ChatDelivery;
  presence: ChatPresence;
  limits: ChatLimits;
}

/** Issue 25's reply and mentions (chatMessageExtras.ts), and the photos it names: the sender's,
 * uploaded and not sent yet. */
async function checkExtras(
  app: FastifyInstance,
  repository: ChatRepository,
  user: AuthUser,
  parsed: { text: string; replyTo?: number; mentions?: number[]; images?: string[] },
): Promise<{ ok: true; extras: MessageExtras & { images?: UploadedChatPhoto[] } } | { ok: false; reason: string }> {
  const checked = parsed.replyTo === undefined && parsed.mentions === undefined ? { ok: true as const, extras: {} } : await checkMessageExtras(repository, parsed.text, parsed);
  if (!checked.ok || parsed.images === undefined) return checked;
  const images = await app.chatPhotos.waiting(user, parsed.images);
  if (images === undefined) return { ok: false, reason: chatPhotoMessages.unknownImages };
  return { ok: true, extras: { ...checked.extras, images } };
}

function handleMessage({ app, delivery, repository, limits }: ChatDeps, socket: ChatSocket) {
  const bucket = createTokenBucket(limits);
  const { user, color } = socket.data;
  /** The connection's last message being checked or stored after a check, if any (issue 25). */
  let waiting: Promise<void> | undefined;
  return (payload: unknown, ack: unknown) => {
    const reply: MessageAck = typeof ack === 'function' ? (ack as MessageAck) : () => undefined;
    if (!bucket.take()) return reply('refused', { reason: chatMessages.tooFast });
    const parsed = parseOutgoingMessage(payload, limits.maxMessageLength);
    if (!parsed.ok) return reply('refused', { reason: parsed.reason });
    const notStored = (error: unknown) => {
      app.log.error({ err: error }, 'chat message not stored');
      reply('refused', { reason: isDiskFull(error) ? diskMessages.chatNotStored : chatMessages.notStored });
    };

    const send = (extras: MessageExtras & { images?: UploadedChatPhoto[] }) =>
      delivery
        .send({ senderId: user.id, sender: user.pseudo, color, message: parsed.text, ...(parsed.clientId !== undefined && { clientId: parsed.clientId }), ...extras }, socket.id)
        .then(
          (message) => reply(chatConstants.confirmed, { ts: message.ts }),
          // Another message took one of its photos first.
          (error: unknown) => (error instanceof ChatPhotosTaken ? reply('refused', { reason: chatPhotoMessages.unknownImages }) : notStored(error)),
        );
    // The spec's message goes straight on; a reply, mentions or photos are checked first (issue
    // 25), and what the same connection sends meanwhile is stored after it, so its messages keep
    // their order.
    const checking =
      parsed.replyTo === undefined && parsed.mentions === undefined && parsed.images === undefined ? undefined : checkExtras(app, repository, user, parsed);
    if (checking === undefined && waiting === undefined) return void send({});
    const turn = Promise.all([waiting, checking]).then(async ([, checked]) => {
      if (checked === undefined) await send({});
      else if (checked.ok) await send(checked.extras);
      else reply('refused', { reason: checked.reason });
    }, notStored);
    waiting = turn;
    void turn.then(() => {
      if (waiting === turn) waiting = undefined;
    });
  };
}

async function sendHistory({ app, hub, repository, presence, limits }: ChatDeps, socket: ChatSocket, lastts: number | null) {
  try {
    // A lastts the database never gave (a wiped database, say) gets the whole state again.
    const fresh = lastts === null || lastts > (await repository.lastTs());
    const [stored, participants, members] = await Promise.all([
      fresh ? repository.latest(limits.historyLimit) : repository.after(lastts, limits.catchUpLimit),
      presence.list(),
      repository.grantedMembers(),
    ]);
    // Issue 25: each message with its reactions as this reader sees them, in one more query.
    const messages = await app.reactions.onMessages(stored, socket.data.user.id);
    if (fresh) hub.goLive(socket, 'initializechat', messages, 0, participants, members);
    else hub.goLive(socket, 'retrievechat', messages, lastts, participants, members);
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
    const { databaseUrl } = app.config;
    const socketAdapter = databaseUrl === null ? undefined : createSocketAdapter(databaseUrl, app.log);
    const io: ChatIo = new Server(app.server, {
      path: product.socketPath,
      serveClient: false,
      maxHttpBufferSize: limits.maxPayloadBytes,
      // A connection with no authenticated namespace by then is closed (raw ones included).
      connectTimeout: app.config.socketConnectTimeoutMs ?? SOCKET_CONNECT_TIMEOUT_MS,
      ...(socketAdapter === undefined ? {} : { adapter: socketAdapter.adapter }),
    });
    const presence = createChatPresence({
      repository: presenceRepository(app.db),
      nodeId: app.nodeId,
      clustered: app.clusterBus.clustered,
      onGone: (participants) => hub.announceGone(participants),
      onError: (error) => app.log.error({ err: error }, 'chat presence heartbeat failed'),
      graceMs: app.config.chatPresenceGraceMs,
    });
    const hub = new ChatHub(io, presence);
    await presence.start();
    const delivery = createChatDelivery(repository, app.clusterBus, undefined, (error) => app.log.error({ err: error }, 'chat message not delivered'));
    delivery.onMessage((message, from) => {
      hub.deliver(message, from);
      app.liveEvents.emit('chatmessage', message);
    });
    delivery.onRemoved((ts) => hub.deleteMessage(ts));
    // Issue 25: a removed message's photos go with it, whichever node removed it.
    delivery.onRemoved(() => {
      app.chatPhotos.sweep().catch((error: unknown) => app.log.error({ err: error }, 'chat photos of a removed message not removed'));
    });
    // Once this node listens again after a gap, it delivers what was said meanwhile itself, from
    // the database (chatDelivery.ts): its connections stay open, and what a client did (the
    // lastts it kept) does not matter.
    await delivery.start();
    // A ban sent to another node during the gap closes its sockets here before anything said
    // since reaches them.
    const sessions = sessionsRepository(app.db);
    delivery.beforeCatchUp(async () => {
      const closed = await closeSocketsOfEndedSessions(io, (sessionIds) => sessions.grantedAmong(sessionIds, Date.now()));
      if (closed > 0) app.log.info({ closed }, 'sockets of sessions ended during a gap closed');
    });
    const deps: ChatDeps = { app, hub, repository, delivery, presence, limits };

    const gate = createSocketGate(app);
    io.use((socket, next) => {
      const token = handshakeToken(socket.handshake);
      if (!token) return next(new Error(chatMessages.sessionInvalid));
      gate
        .admit(token, (user) => colorFor(repository, user.id))
        .then((admitted) => {
          if (!admitted) return gate.refusal(token).then(next);
          socket.data.user = admitted.user;
          socket.data.sessionId = admitted.sessionId;
          socket.data.color = admitted.prepared;
          next();
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'chat handshake failed');
          next(new Error(isDatabaseUnavailable(error) ? chatMessages.databaseUnavailable : chatMessages.internalError));
        });
    });

    io.on('connection', (socket) => {
      const { user, color } = socket.data;
      gate.seat(user.id, socket);
      const participant = { username: user.pseudo, color };
      const joined = hub.join(socket, user.id, participant);
      socket.on('message', handleMessage(deps, socket));
      socket.on('disconnect', () => {
        hub.leave(socket, user.id, participant).catch((error: unknown) => app.log.error({ err: error }, 'chat leave not recorded'));
      });
      joined.then(
        () => sendHistory(deps, socket, handshakeLastts(socket.handshake)),
        (error: unknown) => {
          app.log.error({ err: error }, 'chat join not recorded');
          socket.disconnect(true);
        },
      );
    });

    gate.onSessionsEnded((userId, ends, reason) => hub.disconnectUser(userId, ends, reason));

    app.decorate('chatIo', io);
    app.decorate('socketGate', gate);
    app.decorate('deleteChatMessage', (ts: string) => delivery.remove(ts));
    await app.register(chatModerationRoutes);
    // Open sockets would hold the HTTP server's close open: end them before Fastify closes it.
    // io.close() also closes app.server; Fastify's own close of it then finds it already closed.
    app.addHook('preClose', async () => {
      delivery.stop();
      gate.close();
      // Said before the connections drop: the transport closes, so every client reconnects by
      // itself once the server is back.
      io.local.emit('serverclosing', { reason: chatMessages.serverClosing });
      await (socketAdapter === undefined ? io.close() : socketAdapter.closeWith(io));
      await presence.stop().catch((error: unknown) => app.log.error({ err: error }, 'chat presence not cleared'));
    });
  },
  { name: 'chat', dependencies: ['db', 'auth', 'live-events', 'cluster', 'chat-photos', 'reactions'] },
);
