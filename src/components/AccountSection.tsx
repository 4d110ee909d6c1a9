import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

export type AccountSectionProps = {
  /** Id given to the heading, which names the section (and a form inside it). */
  titleId: string;
  title: string;
  intro: string;
  /** Good news, shown in green above the error. */
  notice?: string;
  /** The server's refusal, in French. */
  error?: string;
  children: ReactNode;
};

/** One titled card of the account page: the password change, the sessions. */
export function AccountSection({ titleId, title, intro, notice, error, children }: AccountSectionProps) {
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ width: '100%', p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{intro}</Typography>
      {notice && (
        <Typography role="status" sx={{ mb: 2, color: 'success.dark', fontWeight: 600 }}>
          {notice}
        </Typography>
      )}
      {error && (
        <Typography role="alert" sx={{ mb: 2, color: 'error.main', overflowWrap: 'anywhere' }}>
          {error}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
