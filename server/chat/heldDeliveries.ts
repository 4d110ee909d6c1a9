/**
 * Per socket, the newest chat ts it already holds from a snapshot (the chat's history, the live
 * connection's unread count), until a newer message is delivered. A delivery can trail its commit
 * (a PostgreSQL notification, or the promise turn between a commit and its delivery), so a socket
 * that read its snapshot meanwhile has that message already. Deliveries come in ts order, so the
 * first newer one retires the mark.
 */
export class HeldDeliveries {
  private readonly marks = new Map<string, number>();

  hold(socketId: string, newestTs: number): void {
    this.marks.set(socketId, newestTs);
  }

  /** The sockets that already hold a message of this ts; marks older than it are retired. */
  holding(ts: number): string[] {
    const sockets: string[] = [];
    for (const [socketId, newest] of this.marks) {
      if (ts <= newest) sockets.push(socketId);
      else this.marks.delete(socketId);
    }
    return sockets;
  }

  forget(socketId: string): void {
    this.marks.delete(socketId);
  }
}
