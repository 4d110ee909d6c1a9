import { useId, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { groupResetCode } from '../../shared/resetCode.ts';
import { adminTexts } from '../texts/adminTexts.ts';
import { formatDayTime } from './formatDate.ts';
import { visuallyHidden } from './visuallyHidden.ts';
import { codeFontFamily } from '../theme/fontFamilies.ts';

const texts = adminTexts.resetCodeDialog;

export type ResetCodeDialogProps = {
  open: boolean;
  pseudo: string;
  code: string;
  /** Epoch milliseconds. */
  expires: number;
  onClose: () => void;
  /**
   * Where focus goes once the dialog has closed: the button that asked for the code. Its row was
   * busy (its buttons disabled) while the code was issued, so the browser had already moved focus
   * away from it by the time the dialog opened, and the dialog cannot find it by itself.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** Writes the text to the clipboard; the default is navigator.clipboard (stories pass a double). */
  copyText?: (text: string) => Promise<void>;
};

type CopyState = 'idle' | 'copied' | 'failed';

async function copyWithNavigator(text: string): Promise<void> {
  // Absent on plain http and in some in-app browsers: the admin then reads the code aloud instead.
  if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** Shows a freshly issued reset code once, large and in two groups of five, to read out over the phone. */
export function ResetCodeDialog({ open, pseudo, code, expires, onClose, returnFocusTo, copyText = copyWithNavigator }: ResetCodeDialogProps) {
  const id = useId();
  // Keyed by code: a new code starts without the previous one's 'Copié'.
  const [copied, setCopied] = useState<{ code: string; state: CopyState } | undefined>(undefined);
  const copy: CopyState = copied?.code === code ? copied.state : 'idle';

  const handleCopy = () => {
    copyText(code).then(
      () => setCopied({ code, state: 'copied' }),
      () => setCopied({ code, state: 'failed' }),
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-instructions`}
      slotProps={{
        paper: { sx: { m: 2, width: 'calc(100% - 32px)', maxWidth: 480 } },
        transition: { onExited: () => returnFocusTo?.()?.focus() },
      }}
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {texts.title(pseudo)}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ my: 1, py: 2, px: 1, textAlign: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
          {/* Read character by character: a grouped code would be read as two made-up words. */}
          <Box component="span" sx={visuallyHidden}>
            {texts.spelled(code)}
          </Box>
          <Typography
            aria-hidden
            data-testid="reset-code"
            sx={{
              fontFamily: codeFontFamily,
              fontSize: { xs: '1.9rem', sm: '2.25rem' },
              fontWeight: 700,
              letterSpacing: '0.12em',
              whiteSpace: 'pre',
              lineHeight: 1.3,
            }}
          >
            {groupResetCode(code)}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600, mb: 2 }}>{texts.expires(formatDayTime(expires))}</Typography>
        <DialogContentText id={`${id}-instructions`} sx={{ overflowWrap: 'anywhere' }}>
          {texts.instructions(pseudo)}
        </DialogContentText>
        <Typography role="status" sx={{ mt: 2, minHeight: '1.5em', color: copy === 'failed' ? 'error.main' : 'success.dark', fontWeight: 600 }}>
          {copy === 'copied' ? texts.copied : copy === 'failed' ? texts.copyFailed : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={handleCopy}>
          {texts.copy}
        </Button>
        <Button variant="contained" autoFocus onClick={onClose}>
          {texts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
