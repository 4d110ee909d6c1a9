import { Paper, Stack, Typography } from '@mui/material';
import { shellTexts } from '../texts/shellTexts.ts';

const texts = shellTexts.app;

export function AppNotice() {
  return (
    <Paper component="section" sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={1.5}>
        <Typography variant="h1">{texts.title}</Typography>
        <Typography>{texts.notice}</Typography>
        <Typography>{texts.container}</Typography>
        <Typography>{texts.release}</Typography>
      </Stack>
    </Paper>
  );
}
