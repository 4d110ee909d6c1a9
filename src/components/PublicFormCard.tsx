import type { FormEvent, ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { Logo } from './Logo.tsx';
import { SubmitButton } from './SubmitButton.tsx';

export type PublicFormCardProps = {
  /** The card's widest, in pixels: the sign-in is narrower than the forms with a new password. */
  maxWidth: number;
  /** The rabbit above the title, as the sign-in shows it. */
  logo?: boolean;
  title: ReactNode;
  /** What stands between the title and the form: an explanation, a notice. */
  intro?: ReactNode;
  /** Server error, shown in red above the form. */
  error?: string;
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  loading: boolean;
  /** Called when the browser's own checks let the form through. */
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
  /** The links under the form, to the other signed-out pages. */
  links: ReactNode;
};

/** The card of a signed-out page's form: sign-in, register, forgot password. */
export function PublicFormCard({ maxWidth, logo = false, title, intro, error, formLabel, submitLabel, loading, onSubmit, children, links }: PublicFormCardProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Paper sx={{ width: '100%', maxWidth, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {logo && <Logo size={80} />}
        <Typography variant="h1" sx={{ textAlign: 'center' }}>
          {title}
        </Typography>
        {intro}
        {error && (
          <Typography role="alert" sx={{ textAlign: 'center', color: 'error.main', overflowWrap: 'anywhere' }}>
            {error}
          </Typography>
        )}
        <Box
          component="form"
          aria-label={formLabel}
          onSubmit={handleSubmit}
          sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {children}
          <SubmitButton loading={loading}>{submitLabel}</SubmitButton>
        </Box>
        {links}
      </Stack>
    </Paper>
  );
}
