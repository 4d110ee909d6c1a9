import type { ServerResponse } from 'node:http';
import { sessionEnds, type AccountEvents, type Authenticator, type AuthUser, type SessionScope } from './authTypes.ts';

export interface SessionStreams {
  /** Ends `response` (its connection cut) as soon as the session of `token` ends, or its account is no longer granted. */
  follow(token: string, user: AuthUser, response: ServerResponse): void;
  close(): void;
}

interface Followed {
  token: string;
  sessionId: string;
  response: ServerResponse;
}

export interface SessionStreamsOptions {
  events: AccountEvents;
  authenticator: Authenticator;
  /** How often each long answer's session is looked up again, for what no event tells (the admin command line). */
  recheckMs?: number;
}

/**
 * Long answers sent on a session (a video played or saved, an album's zip): the check at their
 * first byte does not cover the minutes after it. A ban, a sign-out or a reset ends them at once,
 * on every node (the account events come through the cluster bus, as they reach the sockets); a
 * change made outside the server (the admin command line) within `recheckMs` plus the session
 * cache's lifetime. Cutting the connection is the only way to end an answer whose length was sent.
 */
export function createSessionStreams({ events, authenticator, recheckMs = 5000 }: SessionStreamsOptions): SessionStreams {
  const byUser = new Map<number, Set<Followed>>();
  let timer: NodeJS.Timeout | undefined;

  const cut = (userId: number, ends: (sessionId: string) => boolean) => {
    for (const followed of byUser.get(userId) ?? []) if (ends(followed.sessionId)) followed.response.destroy();
  };
  const onRevoked = (userId: number) => cut(userId, () => true);
  const onSessionsEnded = (userId: number, scope: SessionScope) => cut(userId, (sessionId) => sessionEnds(scope, sessionId));
  events.on('revoked', onRevoked);
  events.on('sessionsEnded', onSessionsEnded);

  const recheck = async () => {
    for (const followed of [...byUser.values()].flatMap((set) => [...set])) {
      const user = await authenticator.authenticate(followed.token).catch(() => undefined);
      // A database that does not answer ends nothing: the next pass asks again.
      if (user === null) followed.response.destroy();
    }
  };

  return {
    follow(token, user, response) {
      const followed = { token, sessionId: authenticator.sessionId(token), response };
      const set = byUser.get(user.id) ?? new Set<Followed>();
      byUser.set(user.id, set.add(followed));
      timer ??= setInterval(() => void recheck(), recheckMs).unref();
      response.once('close', () => {
        set.delete(followed);
        if (set.size === 0) byUser.delete(user.id);
        if (byUser.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      });
    },
    close() {
      events.off('revoked', onRevoked);
      events.off('sessionsEnded', onSessionsEnded);
      if (timer !== undefined) clearInterval(timer);
    },
  };
}
