import { decodeField, type AccountsContext } from './accountsContext.ts';
import { AccessStatus } from '../../shared/accessStatus.ts';
import { isReservedPseudo } from '../../shared/names.ts';
import { product } from '../../shared/product.ts';
import type { RegisterBody } from '../../shared/accountTypes.ts';
import type { FirstAdmin } from '../platform/configChecks.ts';
import { isUniqueViolation } from '../platform/db/dialect.ts';
import { HttpError } from '../platform/errors.ts';
import { accountMessages } from './accountMessages.ts';
import { usersRepository } from './usersRepository.ts';
import { assertAvailable, assertPasswordLongEnough, assertValidPseudo } from './accountRules.ts';
import { looksAlike } from './confusables.ts';
import { isValidEmail, normaliseEmail, normalisePseudo, pseudoKey } from './identity.ts';
import { hashPassword } from './passwords.ts';
import { pseudoFromWire } from './wireNames.ts';

export function createRegistrationService(ctx: AccountsContext) {
  const { db, config, events, users, registrationsByIp } = ctx;
  async function createUser(input: { pseudo: string; email: string; passwordHash: string; role: 'admin' | 'user'; access: number }) {
    try {
      await insertUser(input);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent registration committed in between (PostgreSQL runs both transactions at
      // once): checked again, the taken email or pseudo gets its own 409.
      await assertAvailable(users, input.email, input.pseudo);
      throw error;
    }
  }

  async function insertUser(input: { pseudo: string; email: string; passwordHash: string; role: 'admin' | 'user'; access: number }) {
    await db.transaction().execute(async (trx) => {
      const inTransaction = usersRepository(trx);
      await inTransaction.lockNewAccounts();
      await assertAvailable(inTransaction, input.email, input.pseudo);
      await inTransaction.insert({
        first_name: input.pseudo,
        first_name_key: pseudoKey(input.pseudo),
        email: input.email,
        password_hash: input.passwordHash,
        role: input.role,
        access: input.access,
        creation: Date.now(),
        lastseen: null,
      });
    });
  }

  /** Why ADMIN_PSEUDO cannot be the first admin's, in French, or undefined. */
  async function firstAdminRefusal(admin: FirstAdmin): Promise<string | undefined> {
    if (await users.pseudoKeyExists(pseudoKey(admin.pseudo))) {
      return `ADMIN_PSEUDO « ${admin.pseudo} » est déjà pris par un autre compte : choisissez-en un autre.`;
    }
    if (isReservedPseudo(admin.pseudo) || looksAlike(admin.pseudo, product.systemSender)) {
      return `ADMIN_PSEUDO « ${admin.pseudo} » est réservé aux messages du chat : choisissez-en un autre.`;
    }
    if ((await users.listPseudos()).some((other) => looksAlike(admin.pseudo, other))) {
      return `ADMIN_PSEUDO « ${admin.pseudo} » ressemble trop à un pseudo existant : choisissez-en un autre.`;
    }
    return undefined;
  }

  return {
    async register(body: RegisterBody, ip: string): Promise<void> {
      // Every attempt counts, refused ones too: otherwise the call probes emails for free.
      if (!(await registrationsByIp.allow(ip))) throw new HttpError(429, accountMessages.tooManyRegistrations);

      const pseudo = normalisePseudo(decodeField(pseudoFromWire(body)));
      const email = normaliseEmail(decodeField(body.email));
      assertValidPseudo(pseudo);
      if (!isValidEmail(email)) throw new HttpError(400, accountMessages.emailInvalid);
      assertPasswordLongEnough(body.password);

      // Checked before the costly hash, and again inside the insert's transaction.
      await assertAvailable(users, email, pseudo);
      const passwordHash = await hashPassword(body.password, config.scryptCost);
      await createUser({ pseudo, email, passwordHash, role: 'user', access: AccessStatus.waiting });
      events.emit('accountsChanged');
    },

    /** Creates the configured admin once; an existing account with that email is left alone. */
    async ensureFirstAdmin(admin: FirstAdmin | null): Promise<'created' | 'present' | 'not configured'> {
      if (!admin) return 'not configured';
      if (await users.findByEmail(admin.email)) return 'present';
      try {
        const refusal = await firstAdminRefusal(admin);
        if (refusal !== undefined) throw new Error(refusal);
        const passwordHash = await hashPassword(admin.password, config.scryptCost);
        await createUser({ pseudo: admin.pseudo, email: admin.email, passwordHash, role: 'admin', access: AccessStatus.granted });
      } catch (error) {
        // Two nodes starting at once on one database: the other one created it meanwhile, and
        // this one then finds its pseudo taken, or its insert refused.
        if (await users.findByEmail(admin.email)) return 'present';
        throw error;
      }
      return 'created';
    },
  };
}
