import type { AccountRow } from '../../shared/accountTypes.ts';
import { AccessStatus, allowedTransitions, type AccessStatusValue } from '../../shared/accessStatus.ts';
import { adminTexts } from '../texts/adminTexts.ts';
import { UserActionButton } from './UserActionButton.tsx';

export type UserStatusActionsProps = {
  user: AccountRow;
  /** The user's status change is in flight. */
  busy: boolean;
  /** Id of the element holding the pseudo: each button is described by it ("Bannir", for Paul). */
  pseudoId: string;
  /** On a card the buttons share the row, so each is a wide target for a thumb. */
  fill: boolean;
  onAction: (user: AccountRow, status: AccessStatusValue) => void;
  /** The signed-in admin's own account: the server refuses to change her own status. */
  isSelf: boolean;
};

type OfferedStatus = Exclude<AccessStatusValue, 0>;

const actionColor: Record<OfferedStatus, 'success' | 'warning' | 'error'> = {
  [AccessStatus.granted]: 'success',
  [AccessStatus.banned]: 'warning',
  [AccessStatus.deleted]: 'error',
};

/** The buttons offered: the transitions shared/accessStatus.ts allows, none on the admin's own
 * account, which the server refuses to ban or delete (adminService.changeStatus). */
export function offeredTransitions(user: AccountRow, isSelf: boolean): OfferedStatus[] {
  if (isSelf) return [];
  return allowedTransitions(user.access).filter((status): status is OfferedStatus => status !== AccessStatus.waiting);
}

/** Autoriser, Bannir, Supprimer: the transitions shared/accessStatus.ts allows from the user's status. */
export function UserStatusActions({ user, busy, pseudoId, fill, onAction, isSelf }: UserStatusActionsProps) {
  return offeredTransitions(user, isSelf).map((status) => {
    return (
      <UserActionButton
        key={status}
        busy={busy}
        pseudoId={pseudoId}
        color={actionColor[status]}
        onClick={() => onAction(user, status)}
        sx={fill ? { flex: '1 1 0', minWidth: 96 } : undefined}
      >
        {adminTexts.actions[status]}
      </UserActionButton>
    );
  });
}
