import type { Server } from 'socket.io';

/** Sessions per query: well under any bound on parameters. */
const CHUNK = 500;

/**
 * After a gap in what this node heard from the others, a ban or a sign-out made on another node
 * may be among what it missed: every open socket, of every namespace (the chat, the live
 * connection), is checked against the sessions in the database, and those whose session ended,
 * expired, or whose account is no longer granted are closed. Answers how many were closed.
 */
export async function closeSocketsOfEndedSessions(io: Server, grantedAmong: (sessionIds: string[]) => Promise<string[]>): Promise<number> {
  const sockets = [...io._nsps.values()].flatMap((namespace) => [...namespace.sockets.values()]);
  const sessionIds = [...new Set(sockets.map((socket) => (socket.data as { sessionId?: string }).sessionId).filter((id) => id !== undefined))];
  const open = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += CHUNK) {
    for (const id of await grantedAmong(sessionIds.slice(start, start + CHUNK))) open.add(id);
  }
  let closed = 0;
  for (const socket of sockets) {
    const { sessionId } = socket.data as { sessionId?: string };
    if (sessionId === undefined || open.has(sessionId) || socket.disconnected) continue;
    socket.disconnect(true);
    closed++;
  }
  return closed;
}
