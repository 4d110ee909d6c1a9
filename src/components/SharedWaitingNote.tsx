import { Alert, Button } from '@mui/material';
import { shareTexts } from '../texts/shareTexts.ts';

export type SharedWaitingNoteProps = {
  photos: number;
  videos: number;
  /** « Continuer »: back to the share sheet, where the rest waits. */
  onContinue: () => void;
};

/** A line in the chat after a share past five photos: the first message took five, the rest waits
 * on the share sheet, and this is the way back to it. Nothing when nothing waits. */
export function SharedWaitingNote({ photos, videos, onContinue }: SharedWaitingNoteProps) {
  if (photos + videos === 0) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" onClick={onContinue} sx={{ minHeight: 44, fontWeight: 700 }}>
          {shareTexts.continueSharing}
        </Button>
      }
      sx={{ alignItems: 'center', overflowWrap: 'anywhere' }}
    >
      {shareTexts.waitingInChat(photos, videos)}
    </Alert>
  );
}
