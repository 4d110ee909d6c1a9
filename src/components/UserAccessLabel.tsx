import { Typography } from '@mui/material';
import { AccessStatus, normaliseAccess, type AccessStatusValue } from '../../shared/accessStatus.ts';
import { adminTexts } from '../texts/adminTexts.ts';

export type UserAccessLabelProps = {
  /** The spec's access value; anything but 1, 2 or 3 reads as waiting. */
  access: number;
};

const accessColor: Record<AccessStatusValue, string> = {
  [AccessStatus.waiting]: 'info.dark',
  [AccessStatus.granted]: 'success.dark',
  [AccessStatus.banned]: 'warning.dark',
  [AccessStatus.deleted]: 'text.secondary',
};

export function UserAccessLabel({ access }: UserAccessLabelProps) {
  const status = normaliseAccess(access);
  return (
    <Typography component="span" variant="body2" sx={{ color: accessColor[status], fontWeight: 600 }}>
      {adminTexts.access[status]}
    </Typography>
  );
}
