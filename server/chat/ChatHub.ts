import type { ChatMention, ChatMessage, ChatSnapshot, Participant } from '../../shared/chatTypes.ts';
import type { ChatIo, ChatSocket } from './chatSocketTypes.ts';
import { HeldDeliveries } from './heldDeliveries.ts';

const LIVE = 'live';

/** Who is in the chat, on every node (chatPresence.ts keeps it in the database). */
export interface PresenceBook {
  /** True when this is the user's first connection anywhere. */
  add(socketId: string, userId: number, participant: Participant): Promise<boolean>;
  /** True when that was the user's last connection anywhere. */
  remove(socketId: string, userId: number): Promise<boolean>;
  list(): Promise<Participant[]>;
}

/**
 * Fan-out without loss or duplicates across (re)connections. A new socket is registered for
 * deliveries *before* its history is read, and what arrives meanwhile is buffered; once the
 * snapshot is sent, only the buffered messages newer than it follow, then the socket goes live.
 * Every message is therefore either in the snapshot (stored before the read) or delivered after
 * the registration, never both and never neither. Each node delivers to its own sockets (every
 * node hears every message, chatDelivery.ts); joins and leaves are announced to all nodes' sockets.
 */
export class ChatHub {
  private readonly catchingUp = new Map<string, ChatMessage[]>();
  /** Messages deleted while a socket was catching up: its snapshot may have been read before. */
  private readonly deletedWhileCatchingUp = new Map<string, Set<string>>();
  /** What newly live sockets already have from their snapshot. */
  private readonly held = new HeldDeliveries();
  /** Each socket's entry in the presence book, so that its leave comes after it. */
  private readonly entries = new Map<string, Promise<unknown>>();
  private readonly io: ChatIo;
  private readonly presence: PresenceBook;

  constructor(io: ChatIo, presence: PresenceBook) {
    this.io = io;
    this.presence = presence;
  }

  /** Called first thing on connection. Only a user's first tab, on any node, tells the others they joined. */
  join(socket: ChatSocket, userId: number, participant: Participant): Promise<void> {
    this.catchingUp.set(socket.id, []);
    this.deletedWhileCatchingUp.set(socket.id, new Set());
    const joined = this.presence.add(socket.id, userId, participant).then((first) => {
      if (first) this.io.to(LIVE).except(socket.id).emit('userjoined', participant);
    });
    this.entries.set(
      socket.id,
      joined.catch(() => undefined),
    );
    return joined;
  }

  async leave(socket: ChatSocket, userId: number, participant: Participant): Promise<void> {
    this.catchingUp.delete(socket.id);
    this.deletedWhileCatchingUp.delete(socket.id);
    this.held.forget(socket.id);
    await this.entries.get(socket.id);
    this.entries.delete(socket.id);
    if (await this.presence.remove(socket.id, userId)) this.io.to(LIVE).emit('userleft', { username: participant.username });
  }

  /** Sends the snapshot read from the database, then what was delivered while it was read;
   * `members` are the family's granted relatives (issue 38). */
  goLive(
    socket: ChatSocket,
    event: 'initializechat' | 'retrievechat',
    messages: ChatMessage[],
    lastts: number,
    participants: Participant[],
    members?: ChatMention[],
  ): void {
    const buffered = this.catchingUp.get(socket.id);
    if (!buffered || socket.disconnected) return;
    this.catchingUp.delete(socket.id);
    const deleted = this.deletedWhileCatchingUp.get(socket.id) ?? new Set<string>();
    this.deletedWhileCatchingUp.delete(socket.id);
    const newest = messages.length > 0 ? Number(messages[messages.length - 1]!.ts) : lastts;
    const kept = messages.filter((message) => !deleted.has(message.ts));
    const snapshot: ChatSnapshot = { participants, messages: kept, ...(members && { members }) };
    socket.emit(event, snapshot);
    let holds = newest;
    for (const message of buffered) {
      if (Number(message.ts) <= newest || deleted.has(message.ts)) continue;
      socket.emit('newmessage', message);
      holds = Math.max(holds, Number(message.ts));
    }
    this.held.hold(socket.id, holds);
    void socket.join(LIVE);
  }

  /** To this node's connections but the sender's (the sender's other tabs included). */
  deliver(message: ChatMessage, fromSocketId: string): void {
    this.io.local.to(LIVE).except([fromSocketId, ...this.held.holding(Number(message.ts))]).emit('newmessage', message);
    for (const [socketId, buffer] of this.catchingUp) if (socketId !== fromSocketId) buffer.push(message);
  }

  /** After the row is gone: live sockets drop it now, catching-up ones leave it out of what they get. */
  deleteMessage(ts: string): void {
    this.io.local.to(LIVE).emit('messagedeleted', { ts });
    for (const deleted of this.deletedWhileCatchingUp.values()) deleted.add(ts);
  }

  /** Closes this node's sockets of the user opened with a session that `ends` names (all by default). */
  disconnectUser(userId: number, ends: (sessionId: string) => boolean = () => true, reason?: string): void {
    for (const socket of this.io.sockets.sockets.values()) {
      if (socket.data.user?.id !== userId || !ends(socket.data.sessionId)) continue;
      if (reason !== undefined) socket.emit('accesssuspended', { message: reason });
      socket.disconnect(true);
    }
  }

  /** Announces relatives whose connections vanished with a node that stopped. */
  announceGone(participants: Participant[]): void {
    for (const participant of participants) this.io.to(LIVE).emit('userleft', { username: participant.username });
  }
}
