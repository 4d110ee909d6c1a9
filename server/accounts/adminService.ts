import type { Kysely } from 'kysely';
import type { AccountsContext } from './accountsContext.ts';
import { AccessStatus, allowedRoleChange, canTransition, normaliseAccess } from '../../shared/accessStatus.ts';
import type { UserRow } from '../../shared/accountTypes.ts';
import type { AuthUser, Role } from './authTypes.ts';
import type { DB, UserRecord } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { accountMessages } from './accountMessages.ts';
import { sessionsRepository } from './sessionsRepository.ts';
import { usersRepository, type UsersRepository } from './usersRepository.ts';
import { assertKeepsAnAdmin, assertStillAdmin, isGrantedAdmin } from './accountRules.ts';

export function createAdminService(ctx: AccountsContext) {
  const { db, events, users } = ctx;

  /** One admin's change to another account, in a transaction that holds the admins still: the
   * actor is checked again there, and the target's row is read back once changed. */
  function changeAsAdmin(
    actor: AuthUser,
    targetId: number,
    change: (inTransaction: UsersRepository, target: UserRecord, trx: Kysely<DB>) => Promise<void>,
  ): Promise<UserRow> {
    return db.transaction().execute(async (trx) => {
      const inTransaction = usersRepository(trx);
      await inTransaction.lockAdmins();
      await assertStillAdmin(inTransaction, actor);
      const target = await inTransaction.findById(targetId);
      if (!target) throw new HttpError(404, accountMessages.userNotFound);
      await change(inTransaction, target, trx);
      const updated = await inTransaction.findRow(target.id);
      if (!updated) throw new HttpError(404, accountMessages.userNotFound);
      return updated;
    });
  }

  return {
    listUsers(): Promise<UserRow[]> {
      return users.listRows();
    },

    async changeStatus(actor: AuthUser, targetId: number, status: number): Promise<UserRow> {
      const revokes = status === AccessStatus.banned || status === AccessStatus.deleted;
      let endedSessions: string[] = [];
      const row = await changeAsAdmin(actor, targetId, async (inTransaction, target, trx) => {
        if (target.id === actor.id) throw new HttpError(409, accountMessages.ownStatus);
        if (!canTransition(target.access, status)) throw new HttpError(409, accountMessages.transitionRefused);
        // Already implied (the actor is a granted admin other than the target), kept so the rule
        // survives a later change to the two checks above.
        await assertKeepsAnAdmin(inTransaction, target, target.role, status);
        if (revokes && target.role === 'admin') throw new HttpError(409, accountMessages.demoteFirst);
        await inTransaction.updateAccess(target.id, status);
        if (revokes) {
          const targetSessions = sessionsRepository(trx);
          endedSessions = await targetSessions.tokenHashesOf(target.id);
          await targetSessions.deleteForUser(target.id);
        }
      });
      // Before `revoked`: the sockets are told why before they close (socketGate.ts).
      if (status === AccessStatus.banned) events.emit('suspended', targetId, endedSessions);
      if (revokes) events.emit('revoked', targetId);
      events.emit('accountsChanged');
      return row;
    },

    /** Promotes ('admin') or demotes ('user'). Only a granted account may become admin, and the
     * last granted admin stays one. Demoting oneself is allowed while another admin remains. */
    async changeRole(actor: AuthUser, targetId: number, role: Role): Promise<UserRow> {
      const row = await changeAsAdmin(actor, targetId, async (inTransaction, target) => {
        if (target.role === role) return;
        if (role === 'admin' && allowedRoleChange(target.role, target.access) !== 'promote') {
          throw new HttpError(409, accountMessages.promoteNotGranted);
        }
        await assertKeepsAnAdmin(inTransaction, target, role, target.access);
        await inTransaction.updateRole(target.id, role);
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
        if (!target) throw new HttpError(404, accountMessages.userNotFound);
        if (normaliseAccess(target.access) === AccessStatus.deleted) throw new HttpError(409, accountMessages.grantDeleted);
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
  };
}
