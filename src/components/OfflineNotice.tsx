import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Typography } from '@mui/material';
import { offlineTexts } from '../texts/offlineTexts.ts';
import { FloatingNotice } from './FloatingNotice.tsx';

export type OfflineNoticeProps = {
  /** The device has no network: what it kept is shown, and nothing new can come. */
  offline: boolean;
};

/** "Hors ligne", under the menu bar while the device is offline (issue 24). It holds no control
 * and lets taps through: the chat box under it still takes a message for the outbox. */
export function OfflineNotice({ offline }: OfflineNoticeProps) {
  if (!offline) return null;
  return (
    <FloatingNotice placement="top">
      <CloudOffIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
        <strong>{offlineTexts.offline.label}</strong> · {offlineTexts.offline.detail}
      </Typography>
    </FloatingNotice>
  );
}
