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
};

const actionColor: Record<Exclude<AccessStatusValue, 0>, 'success' | 'warning' | 'error'> = {
  [AccessStatus.granted]: 'success',
  [AccessStatus.banned]: 'warning',
  [AccessStatus.deleted]: 'error',
};

/** Autoriser, Bannir, Supprimer: the transitions shared/accessStatus.ts allows from the user's status. */
export function UserStatusActions({ user, busy, pseudoId, fill, onAction }: UserStatusActionsProps) {
  return allowedTransitions(user.access).map((status) => {
    if (status === AccessStatus.waiting) return null;
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
