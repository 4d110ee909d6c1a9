import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { PublicMenu } from './PublicMenu.tsx';
import { Footer } from './Footer.tsx';

export type PublicLayoutProps = {
  activePath: string;
  children: ReactNode;
};

export function PublicLayout({ activePath, children }: PublicLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <PublicMenu activePath={activePath} />
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          px: { xs: 1.5, sm: 3 },
          py: { xs: 3, sm: 5 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: 760, display: 'flex', justifyContent: 'center' }}>{children}</Box>
      </Box>
      <Footer />
    </Box>
  );
}
