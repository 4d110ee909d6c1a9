import { useId } from 'react';
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
} from '@mui/material';
import type { UserRow } from '../../shared/userApi.ts';
import { AccessStatus, allowedTransitions, normaliseAccess, type AccessStatusValue } from '../../shared/accessStatus.ts';
import { adminTexts } from '../texts/adminTexts.ts';
import { formatDayTime } from './formatDate.ts';
import { LoadingSpinner } from './LoadingSpinner.tsx';

export type UserTableProps = {
  users: UserRow[];
  loading: boolean;
  error?: string;
  /** The row whose status change is in flight: its buttons are disabled. */
  busyUserId?: number;
  onChangeStatus: (id: number, status: number) => void;
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

export function UserTable({ users, loading, error, busyUserId, onChangeStatus }: UserTableProps) {
  const idPrefix = useId();
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

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {errorText}
      {/* The container scrolls sideways on small screens instead of squeezing the columns. */}
      <TableContainer component={Paper} sx={{ border: 1, borderColor: 'divider', maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={adminTexts.usersTitle} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{columns.pseudo}</TableCell>
              <TableCell scope="col">{columns.role}</TableCell>
              <TableCell scope="col">{columns.creation}</TableCell>
              <TableCell scope="col">{columns.lastSeen}</TableCell>
              <TableCell scope="col">{columns.access}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => {
              const access = normaliseAccess(user.access);
              const busy = user.id === busyUserId;
              const pseudoId = `${idPrefix}-pseudo-${user.id}`;
              return (
                <TableRow key={user.id} hover>
                  <TableCell component="th" scope="row" id={pseudoId} sx={{ maxWidth: 260, overflowWrap: 'anywhere', fontWeight: 600 }}>
                    {user.firstName}
                  </TableCell>
                  <TableCell>{user.role}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayTime(user.creation)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {user.lastseen === null ? adminTexts.neverSeen : formatDayTime(user.lastseen)}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Typography component="span" variant="body2" sx={{ color: accessColor[access], fontWeight: 600, minWidth: 84 }}>
                        {adminTexts.access[access]}
                      </Typography>
                      {allowedTransitions(access).map((status) => {
                        if (status === AccessStatus.waiting) return null;
                        const label = adminTexts.actions[status];
                        return (
                          <Button
                            key={status}
                            size="small"
                            variant="outlined"
                            color={actionColor[status]}
                            disabled={busy}
                            // The button says what it does; its description says to whom.
                            aria-describedby={pseudoId}
                            onClick={() => onChangeStatus(user.id, status)}
                          >
                            {label}
                          </Button>
                        );
                      })}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
