import type { Participant } from '../../shared/chatTypes.ts';

/** Who is connected now. A user counts once however many tabs they have open. */
export class Presence {
  private readonly users = new Map<number, { participant: Participant; sockets: Set<string> }>();

  /** True when this is the user's first connection: the others hear that they joined. */
  add(userId: number, participant: Participant, socketId: string): boolean {
    const entry = this.users.get(userId);
    if (entry) {
      entry.sockets.add(socketId);
      return false;
    }
    this.users.set(userId, { participant, sockets: new Set([socketId]) });
    return true;
  }

  /** The participant when this was their last connection, otherwise null. */
  remove(userId: number, socketId: string): Participant | null {
    const entry = this.users.get(userId);
    if (!entry || !entry.sockets.delete(socketId) || entry.sockets.size > 0) return null;
    this.users.delete(userId);
    return entry.participant;
  }

  list(): Participant[] {
    return [...this.users.values()].map(({ participant }) => participant);
  }

  socketsOf(userId: number): string[] {
    return [...(this.users.get(userId)?.sockets ?? [])];
  }
}
