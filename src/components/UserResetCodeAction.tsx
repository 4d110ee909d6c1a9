import type { AccountRow } from '../../shared/accountTypes.ts';
import { canReceiveResetCode } from '../../shared/accessStatus.ts';
import { adminTexts } from '../texts/adminTexts.ts';
import { UserActionButton } from './UserActionButton.tsx';

export type UserResetCodeActionProps = {
  user: AccountRow;
  busy: boolean;
  /** Id of the element holding the pseudo, which describes the button. */
  pseudoId: string;
  /** On a card the button fills its share of the row. */
  fill: boolean;
  onResetCode: (id: number) => void;
};

/** Code de réinitialisation, for every account shared/accessStatus.ts lets receive one. */
export function UserResetCodeAction({ user, busy, pseudoId, fill, onResetCode }: UserResetCodeActionProps) {
  if (!canReceiveResetCode(user.access)) return null;
  return (
    <UserActionButton busy={busy} pseudoId={pseudoId} onClick={() => onResetCode(user.id)} sx={fill ? { flex: '1 1 auto' } : undefined}>
      {adminTexts.resetCodeButton}
    </UserActionButton>
  );
}
