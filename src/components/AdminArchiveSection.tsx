import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { archiveTexts as texts } from '../texts/backupTexts.ts';
import { AdminSection } from './AdminSection.tsx';

export type AdminArchiveSectionProps = {
  busy: boolean;
  error?: string;
  /** The archive also holds the photos' originals. */
  originals: boolean;
  onOriginalsChange: (originals: boolean) => void;
  onDownload: () => void;
};

/** The admin's « Télécharger l'archive »: the family's memories, readable without Lapin. */
export function AdminArchiveSection({ busy, error, originals, onOriginalsChange, onDownload }: AdminArchiveSectionProps) {
  return (
    <AdminSection title={texts.title}>
      <Typography>{texts.explanation}</Typography>
      {error && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          {texts.error(error)}
        </Alert>
      )}
      <FormControlLabel
        control={<Checkbox checked={originals} disabled={busy} onChange={(event) => onOriginalsChange(event.target.checked)} />}
        label={texts.originals}
        // The section's Stack resets its children's margins: `&&` keeps MUI's -11 px, which lines
        // the box up with the text above.
        sx={{ '&&': { ml: '-11px' }, mr: 0 }}
      />
      <Button variant="contained" startIcon={<DownloadIcon />} disabled={busy} onClick={onDownload} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        {busy ? texts.preparing : texts.download}
      </Button>
    </AdminSection>
  );
}
