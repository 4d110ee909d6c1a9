import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { shellTexts } from '../texts/shellTexts.ts';

export type SubmitButtonProps = {
  /** The form is on its way: the button is disabled and turns a spinner. */
  loading: boolean;
  children: ReactNode;
};

/** The large submit button that ends the account forms. */
export function SubmitButton({ loading, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={loading}
      startIcon={loading ? <CircularProgress size={18} color="inherit" aria-label={shellTexts.loading} /> : undefined}
    >
      {children}
    </Button>
  );
}
