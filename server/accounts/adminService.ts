import type { AccountsContext } from './accountsContext.ts';
import { AccessStatus, canTransition, normaliseAccess } from '../../shared/accessStatus.ts';
import type { UserRow } from '../../shared/userApi.ts';
import type { AuthUser, Role } from './authTypes.ts';
import type { UserRecord } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { messages } from '../platform/messages.ts';
import { sessionsRepository } from './sessionsRepository.ts';
import { usersRepository } from './usersRepository.ts';
import { assertKeepsAnAdmin, assertStillAdmin, isGrantedAdmin } from './accountRules.ts';

export function createAdminService(ctx: AccountsContext) {
  const { db, events, users } = ctx;
  return {
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
  };
}
