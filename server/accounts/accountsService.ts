import type { Kysely } from 'kysely';
import { AccessStatus, canTransition, normaliseAccess } from '../../shared/accessStatus.ts';
import { isReservedPseudo } from '../../shared/names.ts';
import { product } from '../../shared/product.ts';
import { PASSWORD_MIN_LENGTH } from '../../shared/pseudo.ts';
import { isWellFormedResetCode, normaliseResetCode, RESET_CODE_TTL_MS } from '../../shared/resetCode.ts';
import type {
  CurrentUser,
  LoginBody,
  PasswordBody,
  RegisterBody,
  ResetBody,
  ResetCodeReply,
  UserInfo,
  UserRow,
} from '../../shared/userApi.ts';
import type { AccountEvents, AuthUser, Role } from './authTypes.ts';
import type { Config, FirstAdmin } from '../platform/config.ts';
import { isUniqueViolation } from '../platform/db/dialect.ts';
import type { DB, UserRecord } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { resetCodesRepository } from './resetCodesRepository.ts';
import { sessionsRepository } from './sessionsRepository.ts';
import { usersRepository } from './usersRepository.ts';
import {
  assertAvailable,
  assertKeepsAnAdmin,
  assertStillAdmin,
  assertValidPseudo,
  isGrantedAdmin,
} from './accountRules.ts';
import { createAttemptGuard } from './attemptGuard.ts';
import { createAttemptThrottle } from './attemptThrottle.ts';
import { throttleRepository } from './throttleRepository.ts';
import { looksAlike } from './confusables.ts';
import { isValidEmail, normaliseEmail, normalisePseudo, pseudoKey } from './identity.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { newResetCode } from './resetCodes.ts';
import { createSessionCache } from './sessionCache.ts';
import { hashToken, newToken } from './tokens.ts';
import { pseudoFromWire, withWirePseudo } from './wireNames.ts';

export interface AccountsServiceDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'scryptCost' | 'tokenTtlDays' | 'throttle'>;
  events: AccountEvents;
}

const DAY_MS = 24 * 60 * 60_000;

/** The client URL-encodes the pseudo and the email (spec §5). */
function decodeField(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, messages.invalidEncoding);
  }
}

function toAuthUser(user: UserRecord): AuthUser {
  return { id: user.id, pseudo: user.first_name, email: user.email, role: user.role, access: user.access };
}

/** Checked only once the password matched, so a status never tells a stranger an email exists. */
function refuseUnlessGranted(access: number): void {
  switch (normaliseAccess(access)) {
    case AccessStatus.granted:
      return;
    case AccessStatus.banned:
      throw new HttpError(403, messages.accountBanned);
    case AccessStatus.deleted:
      throw new HttpError(403, messages.accountDeleted);
    default:
      throw new HttpError(403, messages.accountWaiting);
  }
}

/** Without an account, hash anyway, so the answer takes as long as for a wrong password. */
async function spendHashingTime(password: string, cost: number): Promise<false> {
  await hashPassword(password, cost);
  return false;
}

export function createAccountsService({ db, config, events }: AccountsServiceDeps) {
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const sessionCache = createSessionCache({ events });
  const resetCodes = resetCodesRepository(db);
  const { throttle } = config;
  const throttles = throttleRepository(db);
  const registrationsByIp = createAttemptThrottle({ limit: throttle.registrationsPerIp, windowMs: throttle.registrationWindowMs }, throttles, 'register');
  // Wrong passwords, at login and on a password change, slow down their (account, address) pair.
  const passwordGuard = createAttemptGuard(throttle.failures, messages.tooManyLogins, throttles, 'password');
  // Wrong reset codes count apart, with the same figures.
  const resetGuard = createAttemptGuard(throttle.failures, messages.tooManyResetAttempts, throttles, 'reset');

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

  return {
    async register(body: RegisterBody, ip: string): Promise<void> {
      // Every attempt counts, refused ones too: otherwise the call probes emails for free.
      if (!(await registrationsByIp.allow(ip))) throw new HttpError(429, messages.tooManyRegistrations);

      const pseudo = normalisePseudo(decodeField(pseudoFromWire(body)));
      const email = normaliseEmail(decodeField(body.email));
      assertValidPseudo(pseudo);
      if (!isValidEmail(email)) throw new HttpError(400, messages.emailInvalid);
      if ([...body.password].length < PASSWORD_MIN_LENGTH) throw new HttpError(400, messages.passwordTooShort);

      // Checked before the costly hash, and again inside the insert's transaction.
      await assertAvailable(users, email, pseudo);
      const passwordHash = await hashPassword(body.password, config.scryptCost);
      await createUser({ pseudo, email, passwordHash, role: 'user', access: AccessStatus.waiting });
      events.emit('accountsChanged');
    },

    async login(body: LoginBody, ip: string): Promise<UserInfo> {
      const email = normaliseEmail(decodeField(body.email));
      const attempt = await passwordGuard.begin(email, ip);
      const user = await users.findByEmail(email);
      const matches = user
        ? await verifyPassword(body.password, user.password_hash)
        : await spendHashingTime(body.password, config.scryptCost);
      if (!user || !matches) throw new HttpError(401, messages.badCredentials);
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
      const record = await sessions.findUserByTokenHash(hashToken(token), Date.now());
      if (!record || normaliseAccess(record.access) !== AccessStatus.granted) return null;
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

    /** Ends every session of the account, the caller's included. */
    async logoutEverywhere(user: AuthUser): Promise<void> {
      await sessions.deleteForUser(user.id);
      events.emit('revoked', user.id);
    },

    /** Checks the old password, sets the new one and ends every other session of the account. */
    async changePassword(user: AuthUser, body: PasswordBody, ip: string): Promise<void> {
      if ([...body.newPassword].length < PASSWORD_MIN_LENGTH) throw new HttpError(400, messages.passwordTooShort);
      const attempt = await passwordGuard.begin(user.email, ip);
      const record = await users.findById(user.id);
      if (!record || !(await verifyPassword(body.oldPassword, record.password_hash))) {
        throw new HttpError(403, messages.oldPasswordWrong);
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

    /** A fresh single-use code for the account, valid 24 hours; older codes stop working.
     * `issuedBy` is the admin's id, or null from the command line. */
    async issueResetCode(targetId: number, issuedBy: number | null): Promise<ResetCodeReply> {
      const target = await users.findById(targetId);
      if (!target) throw new HttpError(404, messages.userNotFound);
      if (normaliseAccess(target.access) === AccessStatus.deleted) throw new HttpError(409, messages.resetCodeForDeleted);
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
      if ([...body.password].length < PASSWORD_MIN_LENGTH) throw new HttpError(400, messages.passwordTooShort);
      const code = normaliseResetCode(body.code);
      const attempt = await resetGuard.begin(email, ip);
      const user = await users.findByEmail(email);
      const stored = user && (await resetCodes.findLive(user.id, Date.now()));
      // The hash is computed whatever was sent, so the time taken tells nothing about the email.
      const matches =
        stored && isWellFormedResetCode(code)
          ? await verifyPassword(code, stored.code_hash)
          : await spendHashingTime(code, config.scryptCost);
      if (!user || !stored || !matches) throw new HttpError(400, messages.resetCodeInvalid);
      await attempt.succeeded();

      const passwordHash = await hashPassword(body.password, config.scryptCost);
      await db.transaction().execute(async (trx) => {
        if (!(await resetCodesRepository(trx).consume(stored.id))) throw new HttpError(400, messages.resetCodeInvalid);
        await usersRepository(trx).updatePasswordHash(user.id, passwordHash);
        await sessionsRepository(trx).deleteForUser(user.id);
      });
      events.emit('revoked', user.id);
      // Whoever typed the right code may sign in at once from here, even after earlier typos.
      await passwordGuard.clearPair(email, ip);
    },

    listUsers(): Promise<UserRow[]> {
      return users.listRows();
    },

    async changeStatus(actor: AuthUser, targetId: number, status: number): Promise<UserRow> {
      const revokes = status === AccessStatus.banned || status === AccessStatus.deleted;
      const row = await db.transaction().execute(async (trx) => {
        const inTransaction = usersRepository(trx);
        await inTransaction.lockAdmins();
        await assertStillAdmin(inTransaction, actor);
        const target = await inTransaction.findById(targetId);
        if (!target) throw new HttpError(404, messages.userNotFound);
        if (target.id === actor.id) throw new HttpError(409, messages.ownStatus);
        if (!canTransition(target.access, status)) throw new HttpError(409, messages.transitionRefused);
        // Already implied (the actor is a granted admin other than the target), kept so the rule
        // survives a later change to the two checks above.
        await assertKeepsAnAdmin(inTransaction, target, target.role, status);
        if (revokes && target.role === 'admin') throw new HttpError(409, messages.demoteFirst);
        await inTransaction.updateAccess(target.id, status);
        if (revokes) await sessionsRepository(trx).deleteForUser(target.id);
        const updated = await inTransaction.findRow(target.id);
        if (!updated) throw new HttpError(404, messages.userNotFound);
        return updated;
      });
      if (revokes) events.emit('revoked', targetId);
      events.emit('accountsChanged');
      return row;
    },

    /** Promotes ('admin') or demotes ('user'). Only a granted account may become admin, and the
     * last granted admin stays one. Demoting oneself is allowed while another admin remains. */
    async changeRole(actor: AuthUser, targetId: number, role: Role): Promise<UserRow> {
      const row = await db.transaction().execute(async (trx) => {
        const inTransaction = usersRepository(trx);
        await inTransaction.lockAdmins();
        await assertStillAdmin(inTransaction, actor);
        const target = await inTransaction.findById(targetId);
        if (!target) throw new HttpError(404, messages.userNotFound);
        if (target.role !== role) {
          if (role === 'admin' && normaliseAccess(target.access) !== AccessStatus.granted) {
            throw new HttpError(409, messages.promoteNotGranted);
          }
          await assertKeepsAnAdmin(inTransaction, target, role, target.access);
          await inTransaction.updateRole(target.id, role);
        }
        const updated = await inTransaction.findRow(target.id);
        if (!updated) throw new HttpError(404, messages.userNotFound);
        return updated;
      });
      events.emit('accountsChanged');
      return row;
    },

    /** The command line's recovery: makes the account a granted admin, whatever its status was
     * (a deleted account excepted). Answers whether anything changed. */
    async grantAdmin(targetId: number): Promise<'granted' | 'already admin'> {
      return db.transaction().execute(async (trx) => {
        const inTransaction = usersRepository(trx);
        const target = await inTransaction.findById(targetId);
        if (!target) throw new HttpError(404, messages.userNotFound);
        if (normaliseAccess(target.access) === AccessStatus.deleted) throw new HttpError(409, messages.grantDeleted);
        if (isGrantedAdmin(target.role, target.access)) return 'already admin';
        await inTransaction.updateRole(target.id, 'admin');
        await inTransaction.updateAccess(target.id, AccessStatus.granted);
        return 'granted';
      });
    },

    /** The account if it is, right now, a granted admin: a link issued earlier dies with the role. */
    async findAdmin(id: number): Promise<UserRecord | undefined> {
      const user = await users.findById(id);
      return user && user.role === 'admin' && user.access === AccessStatus.granted ? user : undefined;
    },

    hasAdmin(): Promise<boolean> {
      return users.adminExists();
    },

    /** Creates the configured admin once; an existing account with that email is left alone. */
    async ensureFirstAdmin(admin: FirstAdmin | null): Promise<'created' | 'present' | 'not configured'> {
      if (!admin) return 'not configured';
      if (await users.findByEmail(admin.email)) return 'present';
      if (await users.pseudoKeyExists(pseudoKey(admin.pseudo))) {
        throw new Error(`ADMIN_PSEUDO « ${admin.pseudo} » est déjà pris par un autre compte : choisissez-en un autre.`);
      }
      if (isReservedPseudo(admin.pseudo) || looksAlike(admin.pseudo, product.systemSender)) {
        throw new Error(`ADMIN_PSEUDO "${admin.pseudo}" is reserved for the chat's system messages: choose another one.`);
      }
      if ((await users.listPseudos()).some((other) => looksAlike(admin.pseudo, other))) {
        throw new Error(`ADMIN_PSEUDO "${admin.pseudo}" looks too much like an existing pseudo: choose another one.`);
      }
      const passwordHash = await hashPassword(admin.password, config.scryptCost);
      try {
        await createUser({ pseudo: admin.pseudo, email: admin.email, passwordHash, role: 'admin', access: AccessStatus.granted });
      } catch (error) {
        // Two nodes starting at once on one database: the other one created it first.
        if (await users.findByEmail(admin.email)) return 'present';
        throw error;
      }
      return 'created';
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
