import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { articleTexts } from '../texts/articleTexts.ts';

export type DraftLeaveDialogProps = {
  open: boolean;
  /** 'Garder': the draft stays on the device, and the navigation goes on. */
  onKeep: () => void;
  /** 'Jeter': the draft is removed, and the navigation goes on. */
  onThrowAway: () => void;
  /** Escape or a tap outside: the relative stays on the article. */
  onStay: () => void;
};

const texts = articleTexts.drafts;

/** Asked when the publisher or the editor is left with an article being written (issue 24). */
export function DraftLeaveDialog({ open, onKeep, onThrowAway, onStay }: DraftLeaveDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onStay}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)', maxWidth: 440 } } }}
    >
      <DialogTitle id={`${id}-title`}>{texts.leaveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{texts.leaveMessage}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="error" onClick={onThrowAway}>
          {texts.throwAway}
        </Button>
        {/* Keeping loses nothing: a stray Enter keeps the draft. */}
        <Button variant="contained" autoFocus onClick={onKeep}>
          {texts.keep}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
