import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { commonTexts } from '../texts/commonTexts.ts';

export type ConfirmDialogProps = {
  open: boolean;
  /** A short question, e.g. 'Supprimer le compte de Paul ?'. */
  title: string;
  /** What cannot be undone, in a sentence. */
  message?: string;
  /** The verb of the action ('Supprimer'), never a bare 'OK'. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before anything that cannot be undone. Cancel is the default: Escape, a tap outside and
 * the first focus all lead to it. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-message` : undefined}
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)', maxWidth: 440 } } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText id={`${id}-message`} sx={{ overflowWrap: 'anywhere' }}>
            {message}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" autoFocus onClick={onCancel}>
          {commonTexts.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
