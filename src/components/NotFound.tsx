import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { publicTexts } from '../texts/publicTexts.ts';
import { Logo } from './Logo.tsx';

export type NotFoundProps = {
  /** Where the back link leads. */
  homePath?: string;
};

export function NotFound({ homePath = '/' }: NotFoundProps) {
  return (
    <Paper sx={{ width: '100%', maxWidth: 520, mx: 'auto', p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Logo size={72} />
        <Typography variant="h1">{publicTexts.notFound.title}</Typography>
        <Button component={RouterLink} to={homePath} variant="contained">
          {publicTexts.notFound.back}
        </Button>
      </Stack>
    </Paper>
  );
}
