import { Button, Typography } from '@mui/material';
import { offlineTexts } from '../texts/offlineTexts.ts';
import { FloatingNotice } from './FloatingNotice.tsx';

export type UpdatePromptProps = {
  /** A new version of the app is installed and waits. */
  waiting: boolean;
  /** The relative chose to load it: the page reloads once, on the new version. */
  onReload: () => void;
};

/** "Nouvelle version disponible · Recharger" (issue 24): old and new files never mix in a page,
 * so the new version waits for this tap. */
export function UpdatePrompt({ waiting, onReload }: UpdatePromptProps) {
  if (!waiting) return null;
  return (
    <FloatingNotice interactive>
      <Typography variant="body2">{offlineTexts.update.message}</Typography>
      <Button onClick={onReload} sx={{ color: 'secondary.light', fontWeight: 700 }}>
        {offlineTexts.update.reload}
      </Button>
    </FloatingNotice>
  );
}
