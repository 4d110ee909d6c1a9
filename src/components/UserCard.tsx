import { Box, Paper, Stack, Typography } from '@mui/material';
import type { AccountRow } from '../../shared/accountTypes.ts';
import { allowedRoleChange, canReceiveResetCode, type AccessStatusValue } from '../../shared/accessStatus.ts';
import { adminTexts } from '../texts/adminTexts.ts';
import { formatDayTime } from './formatDate.ts';
import { UserAccessLabel } from './UserAccessLabel.tsx';
import { UserResetCodeAction } from './UserResetCodeAction.tsx';
import { UserRoleAction } from './UserRoleAction.tsx';
import { offeredTransitions, UserStatusActions } from './UserStatusActions.tsx';
import { lastSeenLabel, roleLabel } from './userLabels.ts';

export type UserCardProps = {
  user: AccountRow;
  /** The user's change is in flight: the buttons are disabled. */
  busy: boolean;
  /** Id given to the pseudo, which describes each button. */
  pseudoId: string;
  onAction: (user: AccountRow, status: AccessStatusValue) => void;
  onResetCode: (id: number) => void;
  onSetRole: (id: number, role: 'admin' | 'user') => void;
  /** The signed-in admin's own account: no Bannir or Supprimer, which the server would refuse. */
  isSelf: boolean;
};

const columns = adminTexts.columns;
const cardTerm = { m: 0, color: 'text.secondary', typography: 'body2' } as const;
const cardValue = { m: 0, typography: 'body2', overflowWrap: 'anywhere' } as const;

/** One user on a phone, as an item of a list: the table's columns become labelled lines, the actions a full-width row. */
export function UserCard(props: UserCardProps) {
  const { user, pseudoId } = props;
  const hasSecondary = canReceiveResetCode(user.access) || allowedRoleChange(user.role, user.access) !== undefined;
  return (
    <Paper component="li" sx={{ p: 2, border: 1, borderColor: 'divider' }}>
      <Typography variant="h3" id={pseudoId} tabIndex={-1} sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {user.pseudo}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Box component="dt" sx={cardTerm}>{columns.role}</Box>
        <Box component="dd" sx={cardValue}>{roleLabel(user.role)}</Box>
        <Box component="dt" sx={cardTerm}>{columns.creation}</Box>
        <Box component="dd" sx={cardValue}>{formatDayTime(user.creation)}</Box>
        <Box component="dt" sx={cardTerm}>{columns.lastSeen}</Box>
        <Box component="dd" sx={cardValue}>{lastSeenLabel(user)}</Box>
        <Box component="dt" sx={cardTerm}>{columns.access}</Box>
        <Box component="dd" sx={cardValue}>
          <UserAccessLabel access={user.access} />
        </Box>
      </Box>
      {offeredTransitions(user, props.isSelf).length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <UserStatusActions {...props} fill />
        </Stack>
      )}
      {/* Account care comes second, under a rule, so a thumb does not take it for a status change. */}
      {hasSecondary && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <UserResetCodeAction {...props} fill />
          <UserRoleAction {...props} fill />
        </Stack>
      )}
    </Paper>
  );
}
