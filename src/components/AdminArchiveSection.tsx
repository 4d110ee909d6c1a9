import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Typography } from '@mui/material';
import { archiveTexts as texts } from '../texts/backupTexts.ts';
import { AdminSection } from './AdminSection.tsx';

export type AdminArchiveSectionProps = {
  busy: boolean;
  error?: string;
  onDownload: () => void;
};

/** The admin's « Télécharger l'archive »: the family's memories, readable without Lapin. */
export function AdminArchiveSection({ busy, error, onDownload }: AdminArchiveSectionProps) {
  return (
    <AdminSection title={texts.title}>
      <Typography>{texts.explanation}</Typography>
      {error && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          {texts.error(error)}
        </Alert>
      )}
      <Button variant="contained" startIcon={<DownloadIcon />} disabled={busy} onClick={onDownload} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        {busy ? texts.preparing : texts.download}
      </Button>
    </AdminSection>
  );
}
