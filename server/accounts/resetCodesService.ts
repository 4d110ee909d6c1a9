import { decodeField, spendHashingTime, type AccountsContext } from './accountsContext.ts';
import { canReceiveResetCode } from '../../shared/accessStatus.ts';
import { isWellFormedResetCode, normaliseResetCode, RESET_CODE_TTL_MS } from '../../shared/resetCode.ts';
import type { ResetBody, ResetCodeReply } from '../../shared/accountTypes.ts';
import { isUniqueViolation } from '../platform/db/dialect.ts';
import { HttpError } from '../platform/errors.ts';
import { accountMessages } from './accountMessages.ts';
import { resetCodesRepository } from './resetCodesRepository.ts';
import { sessionsRepository } from './sessionsRepository.ts';
import { usersRepository } from './usersRepository.ts';
import { assertPasswordLongEnough } from './accountRules.ts';
import { normaliseEmail } from './identity.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { newResetCode } from './resetCodes.ts';

export function createResetCodesService(ctx: AccountsContext) {
  const { db, config, events, users, resetCodes, passwordGuard, resetGuard } = ctx;
  return {
    /** A fresh single-use code for the account, valid 24 hours; older codes stop working.
     * `issuedBy` is the admin's id, or null from the command line. */
    async issueResetCode(targetId: number, issuedBy: number | null): Promise<ResetCodeReply> {
      const target = await users.findById(targetId);
      if (!target) throw new HttpError(404, accountMessages.userNotFound);
      if (!canReceiveResetCode(target.access)) throw new HttpError(409, accountMessages.resetCodeForDeleted);
      const code = newResetCode();
      const codeHash = await hashPassword(code, config.scryptCost);
      const now = Date.now();
      const expires = now + RESET_CODE_TTL_MS;
      const replace = () =>
        db.transaction().execute(async (trx) => {
          const inTransaction = resetCodesRepository(trx);
          await inTransaction.deleteExpired(now);
          await inTransaction.replace({ userId: target.id, codeHash, issuedBy, createdAt: now, expiresAt: expires });
        });
      // Two admins issuing at once on PostgreSQL: the loser's insert meets the winner's row. Once
      // more, it replaces that row, so the newest code is the one that works, as on SQLite.
      await replace().catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        return replace();
      });
      return { code, expires };
    },

    /** Sets a new password with a reset code, uses the code up and ends every session. */
    async resetPassword(body: ResetBody, ip: string): Promise<void> {
      const email = normaliseEmail(decodeField(body.email));
      assertPasswordLongEnough(body.password);
      const code = normaliseResetCode(body.code);
      const attempt = await resetGuard.begin(email, ip);
      const user = await users.findByEmail(email);
      const stored = user && (await resetCodes.findLive(user.id, Date.now()));
      // The hash is computed whatever was sent, so the time taken tells nothing about the email.
      const matches =
        stored && isWellFormedResetCode(code)
          ? await verifyPassword(code, stored.code_hash)
          : await spendHashingTime(code, config.scryptCost);
      if (!user || !stored || !matches) throw new HttpError(400, accountMessages.resetCodeInvalid);
      await attempt.succeeded();

      const passwordHash = await hashPassword(body.password, config.scryptCost);
      await db.transaction().execute(async (trx) => {
        if (!(await resetCodesRepository(trx).consume(stored.id))) throw new HttpError(400, accountMessages.resetCodeInvalid);
        await usersRepository(trx).updatePasswordHash(user.id, passwordHash);
        await sessionsRepository(trx).deleteForUser(user.id);
      });
      events.emit('revoked', user.id);
      // Whoever typed the right code may sign in at once from here, even after earlier typos.
      await passwordGuard.clearPair(email, ip);
    },
  };
}
