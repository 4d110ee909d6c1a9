import { Box, Paper, Stack, Typography } from '@mui/material';
import { publicTexts } from '../texts/publicTexts.ts';
import { Logo } from './Logo.tsx';

const texts = publicTexts.about;

export function AboutContent() {
  return (
    <Paper component="article" sx={{ width: '100%', p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Logo size={56} />
          <Typography variant="h1">{texts.title}</Typography>
        </Box>
        <Typography>{texts.intro}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {texts.features.map((feature) => (
            <Typography component="li" key={feature} sx={{ mb: 0.5 }}>
              {feature}
            </Typography>
          ))}
        </Box>
        <Typography>{texts.validation}</Typography>
        <Box component="section" sx={{ p: 2, borderRadius: 1, bgcolor: 'background.default' }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {texts.appTitle}
          </Typography>
          <Typography>{texts.app}</Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
