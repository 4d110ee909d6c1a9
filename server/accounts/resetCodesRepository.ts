import type { Kysely } from 'kysely';
import type { DB, ResetCodeRecord } from '../platform/db/schema.ts';

export interface NewResetCode {
  userId: number;
  codeHash: string;
  issuedBy: number | null;
  createdAt: number;
  expiresAt: number;
}

/** Accepts a transaction too, so a service can run several calls atomically. */
export function resetCodesRepository(db: Kysely<DB>) {
  return {
    /** Replaces whatever code the account had: only the newest one works. */
    async replace(code: NewResetCode): Promise<void> {
      await db.deleteFrom('reset_codes').where('user_id', '=', code.userId).execute();
      await db
        .insertInto('reset_codes')
        .values({
          user_id: code.userId,
          code_hash: code.codeHash,
          issued_by: code.issuedBy,
          created_at: code.createdAt,
          expires_at: code.expiresAt,
        })
        .execute();
    },

    findLive(userId: number, now: number): Promise<ResetCodeRecord | undefined> {
      return db
        .selectFrom('reset_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** True when this call removed the code: of two uses racing, only one gets true. */
    async consume(id: number): Promise<boolean> {
      const result = await db.deleteFrom('reset_codes').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows === 1n;
    },

    async deleteExpired(now: number): Promise<void> {
      await db.deleteFrom('reset_codes').where('expires_at', '<=', now).execute();
    },
  };
}
