import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { adminTexts } from '../texts/adminTexts.ts';
import { LoadingSpinner } from './LoadingSpinner.tsx';

export type AdminGateStatus = 'checking' | 'admin' | 'denied';

export type AdminGateProps = {
  status: AdminGateStatus;
  children: ReactNode;
};

export function AdminGate({ status, children }: AdminGateProps) {
  if (status === 'checking') return <LoadingSpinner />;
  if (status === 'denied') {
    return (
      // Not a heading: the screen's h1 stays the only title, this is the answer to the check.
      <Typography variant="h2" component="p" role="alert" sx={{ textAlign: 'center', color: 'error.main', py: 6 }}>
        {adminTexts.notAdmin}
      </Typography>
    );
  }
  return <>{children}</>;
}
