import { Alert, Snackbar } from '@mui/material';
import { chatTexts } from '../texts/chatTexts.ts';

export type ChatAlertProps = {
  /** One of the spec's chat alerts (§8); nothing shows without one. */
  message?: string;
  onClose: () => void;
};

/** The chat's alerts, without blocking the page the way window.alert would. */
export function ChatAlert({ message, onClose }: ChatAlertProps) {
  return (
    <Snackbar open={message !== undefined} onClose={(_, reason) => reason !== 'clickaway' && onClose()} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="error" variant="filled" onClose={onClose} slotProps={{ closeButton: { title: chatTexts.errors.dismiss, 'aria-label': chatTexts.errors.dismiss } }} sx={{ maxWidth: 560 }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
