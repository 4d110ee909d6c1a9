import { Alert, Stack, Typography } from '@mui/material';
import type { BackupStatusReply } from '../../shared/backupTypes.ts';
import { backupStatusTexts as texts } from '../texts/backupTexts.ts';
import { AdminSection } from './AdminSection.tsx';
import { LoadingSpinner } from './LoadingSpinner.tsx';

export type AdminBackupStatusProps = {
  /** Undefined while it loads. */
  status?: BackupStatusReply;
  error?: string;
};

// Status, not alert: a standing condition read on the way, not news that interrupts the screen
// reader (the admin screen's own refusals are the alerts there).
/** The admin's look at the family's safety net: when the last automatic backup was made, its size,
 * and a warning when it is too old. */
export function AdminBackupStatus({ status, error }: AdminBackupStatusProps) {
  let body;
  if (error) body = <Alert severity="error" role="status">{texts.error(error)}</Alert>;
  else if (!status) body = <LoadingSpinner label={texts.loading} />;
  else if (!status.enabled) {
    body = (
      <Alert severity="info" role="status">
        <Stack spacing={0.5}>
          <span>{texts.off}</span>
          <span>{texts.offHint}</span>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600 }}>{status.last ? texts.last(status.last.at, status.last.size) : texts.never}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{texts.schedule(status.intervalHours, status.keep)}</Typography>
        {status.stale && <Alert severity="warning" role="status">{texts.stale}</Alert>}
      </Stack>
    );
  }
  return <AdminSection title={texts.title}>{body}</AdminSection>;
}
