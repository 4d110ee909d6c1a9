import { decodeField, spendHashingTime, type AccountsContext } from './accountsContext.ts';
import { AccessStatus, normaliseAccess } from '../../shared/accessStatus.ts';
import type { CurrentUser, LoginBody, SessionItem, UserInfo } from '../../shared/accountTypes.ts';
import type { AuthUser } from './authTypes.ts';
import type { UserRecord } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { accountMessages } from './accountMessages.ts';
import { normaliseEmail } from './identity.ts';
import { deviceLabel } from './deviceLabel.ts';
import { verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';
import { withWirePseudo } from './wireNames.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A session's last use is written at most once a minute: only when its lookup reaches the
 * database (the session cache answers the calls in between) and the stored one is older than
 * this. « Appareils connectés » shows it to the minute, so a busy feed costs no write per call.
 */
export const LAST_USE_STEP_MS = 60_000;

/** Sessions ended by a ban that this node remembers, to tell their calls why; the oldest go first. */
const MAX_SUSPENDED_SESSIONS = 10_000;

function toAuthUser(user: UserRecord): AuthUser {
  return { id: user.id, pseudo: user.first_name, email: user.email, role: user.role, access: user.access };
}

/** Checked only once the password matched, so a status never tells a stranger an email exists. */
function refuseUnlessGranted(access: number): void {
  switch (normaliseAccess(access)) {
    case AccessStatus.granted:
      return;
    case AccessStatus.banned:
      throw new HttpError(403, accountMessages.accountBanned);
    case AccessStatus.deleted:
      throw new HttpError(403, accountMessages.accountDeleted);
    default:
      throw new HttpError(403, accountMessages.accountWaiting);
  }
}

export function createSessionsService(ctx: AccountsContext) {
  const { config, events, users, sessions, sessionCache, passwordGuard } = ctx;
  // Issue 25: a banned relative's open app is told "suspended", not "reconnect". The ended
  // sessions' digests are kept in memory only (every node hears the ban through the cluster relay);
  // after a restart, or once the account is granted again, a call gets the usual sessionInvalid.
  const suspendedSessions = new Map<string, number>();
  events.on('suspended', (userId, tokenHashes) => {
    for (const tokenHash of tokenHashes) {
      if (suspendedSessions.size >= MAX_SUSPENDED_SESSIONS) suspendedSessions.delete(suspendedSessions.keys().next().value!);
      suspendedSessions.set(tokenHash, userId);
    }
  });
  return {
    /** Why a token opens no session: the French message of its 401. */
    async refusal(token: string): Promise<string> {
      const userId = suspendedSessions.get(hashToken(token));
      if (userId === undefined) return accountMessages.sessionInvalid;
      const user = await users.findById(userId);
      return user && normaliseAccess(user.access) === AccessStatus.banned ? accountMessages.accessSuspended : accountMessages.sessionInvalid;
    },

    /** `userAgent`: only read into a device label from a fixed table. */
    async login(body: LoginBody, ip: string, userAgent?: string): Promise<UserInfo> {
      const email = normaliseEmail(decodeField(body.email));
      const attempt = await passwordGuard.begin(email, ip);
      const user = await users.findByEmail(email);
      const matches = user
        ? await verifyPassword(body.password, user.password_hash)
        : await spendHashingTime(body.password, config.scryptCost);
      if (!user || !matches) throw new HttpError(401, accountMessages.badCredentials);
      await attempt.succeeded();
      refuseUnlessGranted(user.access);

      const token = newToken();
      const now = Date.now();
      await sessions.deleteExpired(now);
      await sessions.insert({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: now + config.tokenTtlDays * DAY_MS,
        device: deviceLabel(userAgent),
      });
      await users.updateLastseen(user.id, now);
      return withWirePseudo({ id: user.id, pseudo: user.first_name, email: user.email, role: user.role, userToken: token });
    },

    /** A session checked within the cache's lifetime and not revoked since. */
    recentlyAuthenticated(token: string): AuthUser | undefined {
      return sessionCache.get(token);
    },

    async authenticate(token: string): Promise<AuthUser | null> {
      // Kept by the token itself, in memory only: a hit costs no hash.
      const cached = sessionCache.get(token);
      if (cached !== undefined) return cached;
      const now = Date.now();
      const record = await sessions.findUserByTokenHash(hashToken(token), now);
      if (!record || normaliseAccess(record.access) !== AccessStatus.granted) return null;
      // Only a label for the relative: a last use that cannot be written (a full disk) refuses no call.
      if (now - record.session_last_used_at >= LAST_USE_STEP_MS) await sessions.touch(record.session_id, now).catch(() => undefined);
      const user = toAuthUser(record);
      sessionCache.set(token, user, record.session_expires_at);
      return user;
    },

    async refresh(user: AuthUser): Promise<CurrentUser> {
      await users.updateLastseen(user.id, Date.now());
      return withWirePseudo({ id: user.id, pseudo: user.pseudo, email: user.email, role: user.role });
    },

    /** Ends the session of this token. Idempotent: an unknown token has nothing left to end. */
    async logout(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      const userId = await sessions.deleteByTokenHash(tokenHash);
      if (userId !== undefined) events.emit('sessionsEnded', userId, { only: tokenHash });
    },

    /** « Appareils connectés »: the account's open sessions, the caller's marked `current`. */
    async listSessions(user: AuthUser, token: string): Promise<SessionItem[]> {
      const own = hashToken(token);
      const rows = await sessions.listOpen(user.id, Date.now());
      return rows.map((row) => ({ id: row.id, device: row.device, lastUsed: row.last_used_at, current: row.token_hash === own }));
    },

    /** Ends one of the account's own sessions as its sign-out would: its sockets, long answers and
     * cached lookups, on every node (the event goes through the cluster relay). */
    async endSession(user: AuthUser, id: number): Promise<void> {
      const tokenHash = await sessions.deleteOwn(user.id, id);
      if (tokenHash === undefined) throw new HttpError(404, accountMessages.sessionNotFound);
      events.emit('sessionsEnded', user.id, { only: tokenHash });
    },

    /** Ends every session of the account, the caller's included. */
    async logoutEverywhere(user: AuthUser): Promise<void> {
      await sessions.deleteForUser(user.id);
      events.emit('revoked', user.id);
    },
  };
}
