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
      <Typography variant="h2" role="alert" sx={{ textAlign: 'center', color: 'error.main', py: 6 }}>
        {adminTexts.notAdmin}
      </Typography>
    );
  }
  return <>{children}</>;
}
