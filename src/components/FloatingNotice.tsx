import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export type FloatingNoticeProps = {
  /** Whether it holds a control; otherwise taps go through to the page under it (the chat box). */
  interactive?: boolean;
  children: ReactNode;
};

/** A dark pill that floats at the bottom of the screen, centred, announced without moving the
 * focus: "Nouvelle version disponible". ("Hors ligne" is a line in the page's flow instead, so it
 * covers nothing: issue 38.) */
export function FloatingNotice({ interactive = false, children }: FloatingNoticeProps) {
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        bottom: 'calc(12px + env(safe-area-inset-bottom))',
        left: 0,
        right: 0,
        display: 'flex',
        justifyContent: 'center',
        zIndex: 'snackbar',
        pointerEvents: 'none',
        px: 1.5,
      }}
    >
      <Box
        sx={{
          pointerEvents: interactive ? 'auto' : 'none',
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          py: 0.5,
          minHeight: 44,
          maxWidth: 520,
          borderRadius: 6,
          bgcolor: 'grey.900',
          color: 'common.white',
          boxShadow: 4,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
