import { useId, type ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

export type AdminSectionProps = {
  /** The section's heading, which also names it for screen readers. */
  title: string;
  children: ReactNode;
};

/** One titled card of the admin screen (backups, the family archive). */
export function AdminSection({ title, children }: AdminSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={1.5}>
        <Typography variant="h2" id={titleId}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
