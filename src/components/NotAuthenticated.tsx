import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { shellTexts } from '../texts/shellTexts.ts';
import { Logo } from './Logo.tsx';

export function NotAuthenticated() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', px: 2, py: 6, bgcolor: 'background.default' }}>
      <Paper sx={{ width: '100%', maxWidth: 520, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Logo size={72} />
          <Typography variant="h1">{shellTexts.guard.title}</Typography>
          <Button component={RouterLink} to="/" variant="contained">
            {shellTexts.guard.link}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
