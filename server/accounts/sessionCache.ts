import type { AccountEvents, AuthUser } from './authTypes.ts';

export interface SessionCacheOptions {
  events: AccountEvents;
  /** How long a looked-up session is trusted without asking the database again. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Signed-in users by token (in memory only, never written anywhere), so a busy feed does not
 * look its session up on every call.
 * Every change made through the server drops what it touches at once (sign-out, ban, delete,
 * reset, a role or access change); the short time-to-live bounds what a change made outside this
 * process (the admin command line, another node) can leave behind.
 */
export function createSessionCache({ events, ttlMs = 10_000, maxEntries = 10_000, now = () => Date.now() }: SessionCacheOptions) {
  const entries = new Map<string, { user: AuthUser; until: number }>();
  const dropUser = (userId: number) => {
    for (const [hash, entry] of entries) if (entry.user.id === userId) entries.delete(hash);
  };
  events.on('revoked', dropUser);
  events.on('sessionsEnded', dropUser);
  events.on('accountsChanged', () => entries.clear());

  return {
    get(token: string): AuthUser | undefined {
      const entry = entries.get(token);
      if (entry === undefined) return undefined;
      if (entry.until > now()) return entry.user;
      entries.delete(token);
      return undefined;
    },
    set(token: string, user: AuthUser, sessionExpiresAt: number): void {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(token, { user, until: Math.min(now() + ttlMs, sessionExpiresAt) });
    },
    get size(): number {
      return entries.size;
    },
  };
}
