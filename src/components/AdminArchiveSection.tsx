import { useId } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { archiveTexts as texts } from '../texts/backupTexts.ts';

export type AdminArchiveSectionProps = {
  busy: boolean;
  error?: string;
  onDownload: () => void;
};


/** The admin's « Télécharger l'archive »: the family's memories, readable without Lapin. */
export function AdminArchiveSection({ busy, error, onDownload }: AdminArchiveSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={1.5}>
        <Typography variant="h2" id={titleId}>
          {texts.title}
        </Typography>
        <Typography>{texts.explanation}</Typography>
        {error && (
          <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
            {texts.error(error)}
          </Alert>
        )}
        <Button variant="contained" startIcon={<DownloadIcon />} disabled={busy} onClick={onDownload} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          {busy ? texts.preparing : texts.download}
        </Button>
      </Stack>
    </Paper>
  );
}
