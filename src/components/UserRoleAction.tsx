import type { AccountRow } from '../../shared/accountTypes.ts';
import { allowedRoleChange } from '../../shared/accessStatus.ts';
import { adminTexts } from '../texts/adminTexts.ts';
import { UserActionButton } from './UserActionButton.tsx';

export type UserRoleActionProps = {
  user: AccountRow;
  busy: boolean;
  /** Id of the element holding the pseudo, which describes the button. */
  pseudoId: string;
  /** On a card the button fills its share of the row; in the table it sits under the role. */
  fill: boolean;
  /** Promote ('admin') or demote ('user'). */
  onSetRole: (id: number, role: 'admin' | 'user') => void;
};

/** Nommer administrateur or Retirer le rôle, as shared/accessStatus.ts allows; nothing otherwise. */
export function UserRoleAction({ user, busy, pseudoId, fill, onSetRole }: UserRoleActionProps) {
  const action = allowedRoleChange(user.role, user.access);
  if (!action) return null;
  return (
    <UserActionButton
      busy={busy}
      pseudoId={pseudoId}
      onClick={() => onSetRole(user.id, action === 'promote' ? 'admin' : 'user')}
      sx={fill ? { flex: '1 1 auto' } : { alignSelf: 'flex-start' }}
    >
      {adminTexts.roleActions[action]}
    </UserActionButton>
  );
}
