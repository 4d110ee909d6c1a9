import { Box, CircularProgress } from '@mui/material';
import { shellTexts } from '../texts/shellTexts.ts';

export type LoadingSpinnerProps = {
  /** Accessible name of the progress indicator. */
  label?: string;
};

export function LoadingSpinner({ label = shellTexts.loading }: LoadingSpinnerProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 6, width: '100%' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
