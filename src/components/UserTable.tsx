import { useEffect, useId, useRef, useState } from 'react';
import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { AccountRow } from '../../shared/accountTypes.ts';
import { AccessStatus, type AccessStatusValue } from '../../shared/accessStatus.ts';
import { adminTexts } from '../texts/adminTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatDayTime } from './formatDate.ts';
import { LoadingSpinner } from './LoadingSpinner.tsx';
import { UserAccessLabel } from './UserAccessLabel.tsx';
import { UserCard, type UserCardProps } from './UserCard.tsx';
import { UserResetCodeAction } from './UserResetCodeAction.tsx';
import { UserRoleAction } from './UserRoleAction.tsx';
import { UserStatusActions } from './UserStatusActions.tsx';
import { lastSeenLabel, roleLabel } from './userLabels.ts';

export type UserTableProps = {
  users: AccountRow[];
  loading: boolean;
  error?: string;
  /** The row whose status change is in flight: its buttons are disabled. */
  busyUserId?: number;
  /** Called at once for Autoriser, and for Bannir and Supprimer once the admin has confirmed. */
  onChangeStatus: (id: number, status: number) => void;
  /** Asks the server for a reset code for this account (the screen shows it in ResetCodeDialog). */
  onResetCode: (id: number) => void;
  /** Promote ('admin') or demote ('user'); the server refuses to leave the family without an admin. */
  onSetRole: (id: number, role: 'admin' | 'user') => void;
  /** The signed-in admin's id: her own row offers no Bannir or Supprimer. */
  selfId?: number;
};

const columns = adminTexts.columns;

type RowProps = UserCardProps;

function UserRowItem(props: RowProps) {
  const { user, pseudoId } = props;
  return (
    <TableRow hover>
      {/* break-word, not anywhere: a squeezed table must not cut 'Camille' into 'Camill' and 'e'. */}
      <TableCell component="th" scope="row" id={pseudoId} tabIndex={-1} sx={{ maxWidth: 260, overflowWrap: 'break-word', fontWeight: 600 }}>
        {user.pseudo}
      </TableCell>
      <TableCell>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <span>{roleLabel(user.role)}</span>
          <UserRoleAction {...props} fill={false} />
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayTime(user.creation)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastSeenLabel(user)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ minWidth: 84 }}>
            <UserAccessLabel access={user.access} />
          </Box>
          <UserStatusActions {...props} fill={false} />
        </Box>
      </TableCell>
      <TableCell>
        <UserResetCodeAction {...props} fill={false} />
      </TableCell>
    </TableRow>
  );
}

type ConfirmedStatus = typeof AccessStatus.deleted | typeof AccessStatus.banned;
const confirmTexts = { [AccessStatus.deleted]: adminTexts.confirmDelete, [AccessStatus.banned]: adminTexts.confirmBan };

export function UserTable({ users, loading, error, busyUserId, onChangeStatus, onResetCode, onSetRole, selfId }: UserTableProps) {
  const idPrefix = useId();
  // Six columns need about 860 px: below `md` each user becomes a card, so nothing scrolls sideways.
  const asCards = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  // The user stays set while the dialog fades out, so its question does not blank mid-fade.
  const [confirming, setConfirming] = useState<{ user: AccountRow; status: ConfirmedStatus; open: boolean } | undefined>(undefined);
  // The pressed button is disabled while its change travels, and may be gone after it, so the
  // browser drops a keyboard admin's focus to the page. Once the row is done, focus comes back
  // to its pseudo, just before the row's new buttons, unless the admin has moved on meanwhile.
  const actedOn = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (busyUserId !== undefined) {
      actedOn.current = busyUserId;
      return;
    }
    const userId = actedOn.current;
    actedOn.current = undefined;
    const focused = document.activeElement;
    if (userId === undefined || (focused !== null && focused !== document.body)) return;
    document.getElementById(`${idPrefix}-pseudo-${userId}`)?.focus();
  }, [busyUserId, idPrefix]);

  if (loading) return <LoadingSpinner />;

  const errorText = error ? (
    <Typography role="alert" sx={{ color: 'error.main', textAlign: 'center', overflowWrap: 'anywhere' }}>
      {error}
    </Typography>
  ) : null;

  // With nothing loaded, an error explains the empty table better than 'Aucun utilisateur'.
  if (users.length === 0) {
    return errorText ?? (
      <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>{adminTexts.noUsers}</Typography>
    );
  }

  // Deleting cannot be undone, and a ban signs the relative out at once on every device (issue 25):
  // both ask first. Granting does not.
  const handleAction = (user: AccountRow, status: AccessStatusValue) => {
    if (status === AccessStatus.deleted || status === AccessStatus.banned) setConfirming({ user, status, open: true });
    else onChangeStatus(user.id, status);
  };

  const closeDialog = () => setConfirming((current) => current && { ...current, open: false });

  const handleConfirm = () => {
    if (confirming) onChangeStatus(confirming.user.id, confirming.status);
    closeDialog();
  };
  const question = confirming && confirmTexts[confirming.status];

  const rowProps = (user: AccountRow): RowProps => ({
    user,
    busy: user.id === busyUserId,
    pseudoId: `${idPrefix}-pseudo-${user.id}`,
    onAction: handleAction,
    onResetCode,
    onSetRole,
    isSelf: user.id === selfId,
  });

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {errorText}
      {asCards ? (
        <Stack component="ul" aria-label={adminTexts.usersTitle} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {users.map((user) => (
            <UserCard key={user.id} {...rowProps(user)} />
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} sx={{ border: 1, borderColor: 'divider', maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label={adminTexts.usersTitle} sx={{ minWidth: 860, '& .MuiTableCell-root': { px: 1.5 } }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{columns.pseudo}</TableCell>
                <TableCell scope="col">{columns.role}</TableCell>
                <TableCell scope="col">{columns.creation}</TableCell>
                <TableCell scope="col">{columns.lastSeen}</TableCell>
                <TableCell scope="col">{columns.access}</TableCell>
                <TableCell scope="col">{columns.password}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => (
                <UserRowItem key={user.id} {...rowProps(user)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={confirming?.open ?? false}
        title={confirming && question ? question.title(confirming.user.pseudo) : ''}
        message={confirming && question ? question.message(confirming.user.pseudo) : undefined}
        confirmLabel={question?.confirm ?? ''}
        onConfirm={handleConfirm}
        onCancel={closeDialog}
      />
    </Stack>
  );
}
