import { Alert, Stack } from '@mui/material';
import type { DiskStatusReply } from '../../shared/diskTypes.ts';
import { diskTexts as texts } from '../texts/diskTexts.ts';

export type AdminDiskWarningProps = {
  /** Undefined while it loads or when it could not be read: nothing is shown then. */
  status?: DiskStatusReply;
};

/** Warned from twice the reserve: the admin has time to make room before photos are refused. */
export const warnBelowReserveTimes = 2;

/**
 * The admin's warning that the server's disk is filling up. Nothing shows while there is room:
 * a standing "all is well" would be one more card to read past on every visit.
 */
export function AdminDiskWarning({ status }: AdminDiskWarningProps) {
  if (!status || (!status.low && status.freeMb >= warnBelowReserveTimes * status.minFreeMb)) return null;
  // Status, not alert: a standing condition, not news that interrupts the screen reader.
  return (
    <Alert severity={status.low ? 'error' : 'warning'} role="status">
      <Stack spacing={0.5}>
        <strong>{texts.nearlyFull(status.freeMb, status.minFreeMb)}</strong>
        <span>{texts.hint}</span>
      </Stack>
    </Alert>
  );
}
