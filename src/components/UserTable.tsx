import { useEffect, useId, useRef, useState } from 'react';
import {
  Box,
  Button,
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
import type { UserRow } from '../../shared/userApi.ts';
import { AccessStatus, allowedTransitions, normaliseAccess, type AccessStatusValue } from '../../shared/accessStatus.ts';
import { adminTexts } from '../texts/adminTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatDayTime } from './formatDate.ts';
import { LoadingSpinner } from './LoadingSpinner.tsx';

export type UserTableProps = {
  users: UserRow[];
  loading: boolean;
  error?: string;
  /** The row whose status change is in flight: its buttons are disabled. */
  busyUserId?: number;
  /** Called at once for Autoriser and Bannir, and for Supprimer once the admin has confirmed. */
  onChangeStatus: (id: number, status: number) => void;
  /** Asks the server for a reset code for this account (the screen shows it in ResetCodeDialog). */
  onResetCode: (id: number) => void;
  /** Promote ('admin') or demote ('user'); the server refuses to leave the family without an admin. */
  onSetRole: (id: number, role: 'admin' | 'user') => void;
};

const columns = adminTexts.columns;

const actionColor: Record<Exclude<AccessStatusValue, 0>, 'success' | 'warning' | 'error'> = {
  [AccessStatus.granted]: 'success',
  [AccessStatus.banned]: 'warning',
  [AccessStatus.deleted]: 'error',
};

const accessColor: Record<AccessStatusValue, string> = {
  [AccessStatus.waiting]: 'info.dark',
  [AccessStatus.granted]: 'success.dark',
  [AccessStatus.banned]: 'warning.dark',
  [AccessStatus.deleted]: 'text.secondary',
};

/** The spec knows 'admin' and the default role; anything else is shown as the server sent it. */
function roleLabel(role: string): string {
  return role === 'admin' || role === 'user' ? adminTexts.roles[role] : role;
}

const lastSeen = (user: UserRow) => (user.lastseen === null ? adminTexts.neverSeen : formatDayTime(user.lastseen));

type RowProps = {
  user: UserRow;
  busy: boolean;
  /** Id of the element holding the pseudo: each button is described by it ("Bannir", for Paul). */
  pseudoId: string;
  onAction: (user: UserRow, status: AccessStatusValue) => void;
  onResetCode: (id: number) => void;
  onSetRole: (id: number, role: 'admin' | 'user') => void;
};

/** Deleted accounts cannot sign in again, so they get neither a code nor a role. */
const canReceiveCode = (user: UserRow) => normaliseAccess(user.access) !== AccessStatus.deleted;

function roleAction(user: UserRow): 'promote' | 'demote' | undefined {
  const access = normaliseAccess(user.access);
  if (user.role === 'admin') return access === AccessStatus.deleted ? undefined : 'demote';
  // The server only promotes granted accounts: a waiting or banned one is granted first.
  return access === AccessStatus.granted ? 'promote' : undefined;
}

function RoleButton({ user, busy, pseudoId, onSetRole, fill }: RowProps & { fill: boolean }) {
  const action = roleAction(user);
  if (!action) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      aria-describedby={pseudoId}
      onClick={() => onSetRole(user.id, action === 'promote' ? 'admin' : 'user')}
      sx={fill ? { flex: '1 1 auto' } : { alignSelf: 'flex-start' }}
    >
      {adminTexts.roleActions[action]}
    </Button>
  );
}

function ResetCodeButton({ user, busy, pseudoId, onResetCode, fill }: RowProps & { fill: boolean }) {
  if (!canReceiveCode(user)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={busy}
      aria-describedby={pseudoId}
      onClick={() => onResetCode(user.id)}
      sx={fill ? { flex: '1 1 auto' } : undefined}
    >
      {adminTexts.resetCodeButton}
    </Button>
  );
}

function AccessLabel({ access }: { access: AccessStatusValue }) {
  return (
    <Typography component="span" variant="body2" sx={{ color: accessColor[access], fontWeight: 600 }}>
      {adminTexts.access[access]}
    </Typography>
  );
}

function ActionButtons({ user, busy, pseudoId, onAction, fill }: RowProps & { fill: boolean }) {
  return allowedTransitions(user.access).map((status) => {
    if (status === AccessStatus.waiting) return null;
    return (
      <Button
        key={status}
        size="small"
        variant="outlined"
        color={actionColor[status]}
        disabled={busy}
        aria-describedby={pseudoId}
        onClick={() => onAction(user, status)}
        // On a card the buttons share the row, so each is a wide target for a thumb.
        sx={fill ? { flex: '1 1 0', minWidth: 96 } : undefined}
      >
        {adminTexts.actions[status]}
      </Button>
    );
  });
}

function UserRowItem(props: RowProps) {
  const { user, pseudoId } = props;
  const access = normaliseAccess(user.access);
  return (
    <TableRow hover>
      {/* break-word, not anywhere: a squeezed table must not cut 'Camille' into 'Camill' and 'e'. */}
      <TableCell component="th" scope="row" id={pseudoId} tabIndex={-1} sx={{ maxWidth: 260, overflowWrap: 'break-word', fontWeight: 600 }}>
        {user.firstName}
      </TableCell>
      <TableCell>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <span>{roleLabel(user.role)}</span>
          <RoleButton {...props} fill={false} />
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayTime(user.creation)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastSeen(user)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ minWidth: 84 }}>
            <AccessLabel access={access} />
          </Box>
          <ActionButtons {...props} fill={false} />
        </Box>
      </TableCell>
      <TableCell>
        <ResetCodeButton {...props} fill={false} />
      </TableCell>
    </TableRow>
  );
}

const cardTerm = { m: 0, color: 'text.secondary', typography: 'body2' } as const;
const cardValue = { m: 0, typography: 'body2', overflowWrap: 'anywhere' } as const;

/** One user on a phone: the table's columns become labelled lines, the actions a full-width row. */
function UserCard(props: RowProps) {
  const { user, pseudoId } = props;
  const access = normaliseAccess(user.access);
  const hasSecondary = canReceiveCode(user) || roleAction(user) !== undefined;
  return (
    <Paper component="li" sx={{ p: 2, border: 1, borderColor: 'divider' }}>
      <Typography variant="h3" id={pseudoId} tabIndex={-1} sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {user.firstName}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Box component="dt" sx={cardTerm}>{columns.role}</Box>
        <Box component="dd" sx={cardValue}>{roleLabel(user.role)}</Box>
        <Box component="dt" sx={cardTerm}>{columns.creation}</Box>
        <Box component="dd" sx={cardValue}>{formatDayTime(user.creation)}</Box>
        <Box component="dt" sx={cardTerm}>{columns.lastSeen}</Box>
        <Box component="dd" sx={cardValue}>{lastSeen(user)}</Box>
        <Box component="dt" sx={cardTerm}>{columns.access}</Box>
        <Box component="dd" sx={cardValue}>
          <AccessLabel access={access} />
        </Box>
      </Box>
      {allowedTransitions(access).length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <ActionButtons {...props} fill />
        </Stack>
      )}
      {/* Account care comes second, under a rule, so a thumb does not take it for a status change. */}
      {hasSecondary && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <ResetCodeButton {...props} fill />
          <RoleButton {...props} fill />
        </Stack>
      )}
    </Paper>
  );
}

export function UserTable({ users, loading, error, busyUserId, onChangeStatus, onResetCode, onSetRole }: UserTableProps) {
  const idPrefix = useId();
  // Six columns need about 860 px: below `md` each user becomes a card, so nothing scrolls sideways.
  const asCards = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  // The user stays set while the dialog fades out, so its question does not blank mid-fade.
  const [deleting, setDeleting] = useState<{ user: UserRow; open: boolean } | undefined>(undefined);
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

  // Deleting cannot be undone (deleted has no way back), so it alone asks first.
  const handleAction = (user: UserRow, status: AccessStatusValue) => {
    if (status === AccessStatus.deleted) setDeleting({ user, open: true });
    else onChangeStatus(user.id, status);
  };

  const closeDialog = () => setDeleting((current) => current && { ...current, open: false });

  const handleConfirmDelete = () => {
    if (deleting) onChangeStatus(deleting.user.id, AccessStatus.deleted);
    closeDialog();
  };

  const rowProps = (user: UserRow): RowProps => ({
    user,
    busy: user.id === busyUserId,
    pseudoId: `${idPrefix}-pseudo-${user.id}`,
    onAction: handleAction,
    onResetCode,
    onSetRole,
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
        open={deleting?.open ?? false}
        title={deleting ? adminTexts.confirmDelete.title(deleting.user.firstName) : ''}
        message={deleting ? adminTexts.confirmDelete.message(deleting.user.firstName) : undefined}
        confirmLabel={adminTexts.confirmDelete.confirm}
        onConfirm={handleConfirmDelete}
        onCancel={closeDialog}
      />
    </Stack>
  );
}
