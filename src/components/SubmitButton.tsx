import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { shellTexts } from '../texts/shellTexts.ts';
import { useHydrated } from './useHydrated.ts';

export type SubmitButtonProps = {
  /** The form is on its way: the button is disabled and turns a spinner. */
  loading: boolean;
  children: ReactNode;
};

/** The large submit button that ends the account forms. Drawn at build time (the public
 * pages), it waits disabled until the page's code has taken over (useHydrated). */
export function SubmitButton({ loading, children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={loading || !hydrated}
      startIcon={loading ? <CircularProgress size={18} color="inherit" aria-label={shellTexts.loading} /> : undefined}
    >
      {children}
    </Button>
  );
}
