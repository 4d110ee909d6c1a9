import { Paper, Stack, Typography } from '@mui/material';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import { shellTexts } from '../texts/shellTexts.ts';

export function VideosIntro() {
  return (
    <Paper component="section" sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <OndemandVideoOutlined aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography variant="h1">{shellTexts.videos.title}</Typography>
        <Typography sx={{ fontSize: '1.15rem' }}>{shellTexts.videos.placeholder}</Typography>
      </Stack>
    </Paper>
  );
}
