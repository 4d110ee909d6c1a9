import { AccessStatus, normaliseAccess } from '../../shared/accessStatus.ts';
import { hasHiddenCharacter, isReservedPseudo } from '../../shared/names.ts';
import { product } from '../../shared/product.ts';
import { isPasswordLongEnough, isValidPseudo, isValidPseudoCharacters } from '../../shared/pseudo.ts';
import type { AuthUser, Role } from './authTypes.ts';
import type { UserRecord } from '../platform/db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { accountMessages } from './accountMessages.ts';
import type { UsersRepository } from './usersRepository.ts';
import { looksAlike } from './confusables.ts';
import { pseudoKey } from './identity.ts';

// Account rules the service's calls share: valid and free pseudos, and always one granted admin.

export const isGrantedAdmin = (role: Role, access: number) =>
  role === 'admin' && normaliseAccess(access) === AccessStatus.granted;

/** There must always be at least one granted admin: refuses a change that would remove the last. */
export async function assertKeepsAnAdmin(users: UsersRepository, target: UserRecord, role: Role, access: number): Promise<void> {
  const losesAnAdmin = isGrantedAdmin(target.role, target.access) && !isGrantedAdmin(role, access);
  if (losesAnAdmin && (await users.countGrantedAdmins()) <= 1) throw new HttpError(409, accountMessages.lastAdmin);
}

/** requireAdmin checked the actor before the transaction; a demotion may have landed since. */
export async function assertStillAdmin(users: UsersRepository, actor: AuthUser): Promise<void> {
  const current = await users.findById(actor.id);
  if (!current || !isGrantedAdmin(current.role, current.access)) throw new HttpError(403, accountMessages.adminOnly);
}

/** Refuses a taken email, a taken pseudo, and a pseudo that could pass for a taken one. */
export async function assertAvailable(users: UsersRepository, email: string, pseudo: string): Promise<void> {
  if (await users.findByEmail(email)) throw new HttpError(409, accountMessages.emailTaken);
  if (await users.pseudoKeyExists(pseudoKey(pseudo))) throw new HttpError(409, accountMessages.pseudoTaken);
  // One family's accounts: comparing with each is cheap, and needs no stored key to migrate.
  const existing = await users.listPseudos();
  if (existing.some((other) => looksAlike(pseudo, other))) throw new HttpError(409, accountMessages.pseudoConfusable);
}

/** Everything a pseudo must be before it is compared with the others. */
export function assertValidPseudo(pseudo: string): void {
  if (hasHiddenCharacter(pseudo)) throw new HttpError(400, accountMessages.pseudoHidden);
  if (!isValidPseudoCharacters(pseudo)) throw new HttpError(400, accountMessages.pseudoCharacters);
  if (!isValidPseudo(pseudo)) throw new HttpError(400, accountMessages.pseudoLength);
  if (isReservedPseudo(pseudo) || looksAlike(pseudo, product.systemSender)) {
    throw new HttpError(400, accountMessages.pseudoReserved);
  }
}

/** The password length rule of shared/pseudo.ts, the one the client's form applies too. */
export function assertPasswordLongEnough(password: string): void {
  if (!isPasswordLongEnough(password)) throw new HttpError(400, accountMessages.passwordTooShort);
}
