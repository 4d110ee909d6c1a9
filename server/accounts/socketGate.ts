import type { FastifyInstance } from 'fastify';
import type { HandshakeRefusal } from '../../shared/chatTypes.ts';
import { sessionEnds, type AuthUser, type SessionScope } from './authTypes.ts';
import { accountMessages } from './accountMessages.ts';
import { createAccountSockets, type CountedSocket } from './socketLimits.ts';

export interface AdmittedSocket<T> {
  user: AuthUser;
  /** The session the socket is opened with (Authenticator.sessionId of its token). */
  sessionId: string;
  /** What `prepare` made for this user (the chat colour, say). */
  prepared: T;
}

/** Tells a namespace which of a user's sockets to close: those whose session `ends`; `reason`,
 * when there is one, is said to each (the `accesssuspended` event) before it closes. */
export type SessionsEndedListener = (userId: number, ends: (sessionId: string) => boolean, reason?: string) => void;

export interface SocketGate {
  /**
   * The granted user behind a handshake token, or null. Sessions that end while the check (and
   * `prepare`) is under way still shut the socket out: each ending is numbered, and a handshake
   * refuses any that came after its check began.
   */
  admit<T>(token: string, prepare: (user: AuthUser) => Promise<T | null>): Promise<AdmittedSocket<T> | null>;
  /** Why a token was not admitted, as a handshake error: the French sentence a call would get,
   * flagged `accesssuspended` when a ban ended that session. */
  refusal(token: string): Promise<Error & { data?: HandshakeRefusal }>;
  onSessionsEnded(listener: SessionsEndedListener): void;
  /** A socket of either namespace is connected: counted against its account's cap (socketLimits.ts). */
  seat(userId: number, socket: CountedSocket): void;
  close(): void;
}

/** One gate for every socket.io namespace (chat, live): a ban or a sign-out closes them all at once. */
export function createSocketGate(app: FastifyInstance): SocketGate {
  let endings = 0;
  let handshakesInFlight = 0;
  // Only needed while a handshake is in flight: emptied when the last one settles.
  const recentEndings = new Map<number, Array<{ at: number; ends: (sessionId: string) => boolean }>>();
  const listeners: SessionsEndedListener[] = [];
  const endedSince = (userId: number, since: number, sessionId: string) =>
    (recentEndings.get(userId) ?? []).some((ending) => ending.at >= since && ending.ends(sessionId));

  // A ban's `suspended` comes just before its `revoked` (adminService.ts), on every node.
  const suspendedUsers = new Set<number>();
  const endSessions = (userId: number, ends: (sessionId: string) => boolean, reason?: string) => {
    if (handshakesInFlight > 0) recentEndings.set(userId, [...(recentEndings.get(userId) ?? []), { at: endings, ends }]);
    endings++;
    for (const listener of listeners) listener(userId, ends, reason);
  };
  const onSuspended = (userId: number) => suspendedUsers.add(userId);
  const onRevoked = (userId: number) => {
    const reason = suspendedUsers.delete(userId) ? accountMessages.accessSuspended : undefined;
    endSessions(userId, () => true, reason);
  };
  app.accountEvents.on('suspended', onSuspended);
  const onSessionsEnded = (userId: number, scope: SessionScope) => endSessions(userId, (sessionId) => sessionEnds(scope, sessionId));
  app.accountEvents.on('revoked', onRevoked);
  app.accountEvents.on('sessionsEnded', onSessionsEnded);
  const accountSockets = createAccountSockets(app.config.maxSocketsPerAccount);

  return {
    async admit(token, prepare) {
      const checkedAt = endings;
      const sessionId = app.authenticator.sessionId(token);
      handshakesInFlight++;
      try {
        const user = await app.authenticator.authenticate(token);
        const prepared = user && (await prepare(user));
        if (!user || prepared === null || endedSince(user.id, checkedAt, sessionId)) return null;
        return { user, sessionId, prepared };
      } finally {
        if (--handshakesInFlight === 0) recentEndings.clear();
      }
    },
    async refusal(token) {
      const message = await app.accounts.refusal(token);
      const error: Error & { data?: HandshakeRefusal } = new Error(message);
      if (message === accountMessages.accessSuspended) error.data = { accesssuspended: true };
      return error;
    },
    onSessionsEnded(listener) {
      listeners.push(listener);
    },
    seat(userId, socket) {
      accountSockets.add(userId, socket);
    },
    close() {
      app.accountEvents.off('suspended', onSuspended);
      app.accountEvents.off('revoked', onRevoked);
      app.accountEvents.off('sessionsEnded', onSessionsEnded);
      listeners.length = 0;
    },
  };
}
