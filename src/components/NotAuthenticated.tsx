import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { shellTexts } from '../texts/shellTexts.ts';
import { Logo } from './Logo.tsx';

export type NotAuthenticatedProps = {
  /** Router state the link hands to the login screen: where to go once signed in. */
  loginState?: unknown;
  /** Why the server ended the session this device had (a ban, an expiry), in its own words. */
  reason?: string;
};

export function NotAuthenticated({ loginState, reason }: NotAuthenticatedProps) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 }, bgcolor: 'background.default' }}
    >
      <Paper sx={{ width: '100%', maxWidth: 520, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Logo size={72} />
          <Typography variant="h1">{shellTexts.guard.title}</Typography>
          {reason && (
            <Alert severity="warning" sx={{ width: '100%', textAlign: 'start' }}>
              {reason}
            </Alert>
          )}
          <Button component={RouterLink} to="/" state={loginState} variant="contained" size="large">
            {shellTexts.guard.link}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
