import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import { Box, Typography } from '@mui/material';
import { offlineTexts } from '../texts/offlineTexts.ts';

export type OfflineNoticeProps = {
  /** The device has no network: what it kept is shown, and nothing new can come. */
  offline: boolean;
};

/** "Hors ligne", a quiet line right under the menu bar while the device is offline (issue 24).
 * Issue 38: it sits in the page's flow, so it moves the page down instead of covering it, and a
 * dialog opens over it rather than under it. */
export function OfflineNotice({ offline }: OfflineNoticeProps) {
  if (!offline) return null;
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', px: 1.5, py: 0.75, bgcolor: 'grey.200', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 1100, minWidth: 0 }}>
        <CloudOffIcon fontSize="small" aria-hidden />
        <span>
          <strong>{offlineTexts.offline.label}</strong> · {offlineTexts.offline.detail}
        </span>
      </Typography>
    </Box>
  );
}
