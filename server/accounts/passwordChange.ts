import type { AccountsContext } from './accountsContext.ts';
import type { PasswordBody } from '../../shared/accountTypes.ts';
import type { AuthUser } from './authTypes.ts';
import { HttpError } from '../platform/errors.ts';
import { accountMessages } from './accountMessages.ts';
import { sessionsRepository } from './sessionsRepository.ts';
import { usersRepository } from './usersRepository.ts';
import { assertPasswordLongEnough } from './accountRules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken } from './tokens.ts';

export function createPasswordChange(ctx: AccountsContext) {
  const { db, config, events, users, passwordGuard } = ctx;
  return {
    /** Checks the old password, sets the new one and ends every other session of the account. */
    async changePassword(user: AuthUser, body: PasswordBody, ip: string): Promise<void> {
      assertPasswordLongEnough(body.newPassword);
      const attempt = await passwordGuard.begin(user.email, ip);
      const record = await users.findById(user.id);
      if (!record || !(await verifyPassword(body.oldPassword, record.password_hash))) {
        throw new HttpError(403, accountMessages.oldPasswordWrong);
      }
      await attempt.succeeded();
      const passwordHash = await hashPassword(body.newPassword, config.scryptCost);
      const kept = hashToken(body.token);
      await db.transaction().execute(async (trx) => {
        await usersRepository(trx).updatePasswordHash(user.id, passwordHash);
        await sessionsRepository(trx).deleteForUserExcept(user.id, kept);
      });
      events.emit('sessionsEnded', user.id, { except: kept });
    },
  };
}
