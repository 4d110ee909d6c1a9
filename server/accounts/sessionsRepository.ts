import type { Kysely } from 'kysely';
import { AccessStatus } from '../../shared/accessStatus.ts';
import type { DB, UserRecord } from '../platform/db/schema.ts';

export interface NewSession {
  userId: number;
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  device: string | null;
}

/** One open session as « Appareils connectés » lists it. */
export interface SessionRow {
  id: number;
  token_hash: string;
  device: string | null;
  last_used_at: number;
}

/** Accepts a transaction too, so a service can run several calls atomically. */
export function sessionsRepository(db: Kysely<DB>) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          user_id: session.userId,
          token_hash: session.tokenHash,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
          device: session.device,
          last_used_at: session.createdAt,
        })
        .execute();
    },

    /** The user behind a session that has not expired at `now`. */
    findUserByTokenHash(
      tokenHash: string,
      now: number,
    ): Promise<(UserRecord & { session_id: number; session_expires_at: number; session_last_used_at: number }) | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at', 'sessions.last_used_at as session_last_used_at'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
    },

    async touch(sessionId: number, now: number): Promise<void> {
      await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
    },

    /** The account's sessions still open at `now`, the last used first. */
    listOpen(userId: number, now: number): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .select(['id', 'token_hash', 'device', 'last_used_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Ends the session `id` if it is the account's; answers its digest, or undefined when it was not. */
    async deleteOwn(userId: number, id: number): Promise<string | undefined> {
      const deleted = await db.deleteFrom('sessions').where('id', '=', id).where('user_id', '=', userId).returning('token_hash').executeTakeFirst();
      return deleted?.token_hash;
    },

    /** Ends one session; answers whose it was, or undefined when no session had that hash. */
    async deleteByTokenHash(tokenHash: string): Promise<number | undefined> {
      const deleted = await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).returning('user_id').executeTakeFirst();
      return deleted?.user_id;
    },

    async deleteForUserExcept(userId: number, keptTokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keptTokenHash).execute();
    },

    async tokenHashesOf(userId: number): Promise<string[]> {
      const rows = await db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
      return rows.map((row) => row.token_hash);
    },

    async deleteForUser(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    /** Of these sessions, those still open at `now` on a granted account. */
    async grantedAmong(tokenHashes: readonly string[], now: number): Promise<string[]> {
      if (tokenHashes.length === 0) return [];
      const rows = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.token_hash')
        .where('sessions.token_hash', 'in', tokenHashes)
        .where('sessions.expires_at', '>', now)
        .where('users.access', '=', AccessStatus.granted)
        .execute();
      return rows.map((row) => row.token_hash);
    },

    async deleteExpired(now: number): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
