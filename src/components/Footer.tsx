import { Box, Typography } from '@mui/material';
import { publicTexts } from '../texts/publicTexts.ts';

export function Footer() {
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {publicTexts.footer}
      </Typography>
    </Box>
  );
}
