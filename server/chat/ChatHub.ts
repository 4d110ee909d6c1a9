import type { ChatMessage, ChatSnapshot, Participant } from '../../shared/chatTypes.ts';
import type { ChatIo, ChatSocket } from './chatSocketTypes.ts';
import { Presence } from './Presence.ts';

const LIVE = 'live';

/**
 * Fan-out without loss or duplicates across (re)connections. A new socket is registered for
 * broadcasts *before* its history is read, and what arrives meanwhile is buffered; once the
 * snapshot is sent, only the buffered messages newer than it follow, then the socket goes live.
 * Every message is therefore either in the snapshot (stored before the read) or broadcast after
 * the registration, never both and never neither.
 */
export class ChatHub {
  readonly presence = new Presence();
  private readonly catchingUp = new Map<string, ChatMessage[]>();
  /** Messages deleted while a socket was catching up: its snapshot may have been read before. */
  private readonly deletedWhileCatchingUp = new Map<string, Set<string>>();
  private readonly io: ChatIo;

  constructor(io: ChatIo) {
    this.io = io;
  }

  /** Called first thing on connection. Only a user's first tab tells the others they joined. */
  join(socket: ChatSocket, userId: number, participant: Participant): void {
    this.catchingUp.set(socket.id, []);
    this.deletedWhileCatchingUp.set(socket.id, new Set());
    if (this.presence.add(userId, participant, socket.id)) {
      this.io.to(LIVE).except(socket.id).emit('userjoined', participant);
    }
  }

  leave(socket: ChatSocket, userId: number): void {
    this.catchingUp.delete(socket.id);
    this.deletedWhileCatchingUp.delete(socket.id);
    const left = this.presence.remove(userId, socket.id);
    if (left) this.io.to(LIVE).emit('userleft', { username: left.username });
  }

  /** Sends the snapshot read from the database, then what was broadcast while it was read. */
  goLive(socket: ChatSocket, event: 'initializechat' | 'retrievechat', messages: ChatMessage[], lastts: number): void {
    const buffered = this.catchingUp.get(socket.id);
    if (!buffered || socket.disconnected) return;
    this.catchingUp.delete(socket.id);
    const deleted = this.deletedWhileCatchingUp.get(socket.id) ?? new Set<string>();
    this.deletedWhileCatchingUp.delete(socket.id);
    const newest = messages.length > 0 ? Number(messages[messages.length - 1]!.ts) : lastts;
    const kept = messages.filter((message) => !deleted.has(message.ts));
    const snapshot: ChatSnapshot = { participants: this.presence.list(), messages: kept };
    socket.emit(event, snapshot);
    for (const message of buffered) if (Number(message.ts) > newest && !deleted.has(message.ts)) socket.emit('newmessage', message);
    void socket.join(LIVE);
  }

  /** To every connection but the sender's (the sender's other tabs included). */
  broadcast(from: ChatSocket, message: ChatMessage): void {
    this.io.to(LIVE).except(from.id).emit('newmessage', message);
    for (const [socketId, buffer] of this.catchingUp) if (socketId !== from.id) buffer.push(message);
  }

  /** After the row is gone: live sockets drop it now, catching-up ones leave it out of what they get. */
  deleteMessage(ts: string): void {
    this.io.to(LIVE).emit('messagedeleted', { ts });
    for (const deleted of this.deletedWhileCatchingUp.values()) deleted.add(ts);
  }

  /** Closes the user's sockets opened with a session that `ends` names (all of them by default). */
  disconnectUser(userId: number, ends: (sessionId: string) => boolean = () => true): void {
    for (const socketId of this.presence.socketsOf(userId)) {
      const socket = this.io.sockets.sockets.get(socketId);
      if (socket && ends(socket.data.sessionId)) socket.disconnect(true);
    }
  }
}
