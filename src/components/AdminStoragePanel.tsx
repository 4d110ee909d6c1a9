import BackupIcon from '@mui/icons-material/Backup';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { StorageReply } from '../../shared/storageTypes.ts';
import { storageTexts as texts } from '../texts/storageTexts.ts';
import { AdminSection } from './AdminSection.tsx';
import { LoadingSpinner } from './LoadingSpinner.tsx';

export type AdminStoragePanelProps = {
  /** Undefined until read. A reading kept on screen while the next one loads. */
  storage?: StorageReply;
  error?: string;
  /** The start of « Sauvegarder maintenant » is on its way to the server. */
  starting: boolean;
  /** Why the server refused to start it (a full disk), in French. */
  refusal?: string;
  onBackupNow: () => void;
  onRetry: () => void;
};

const hatched = { background: 'repeating-linear-gradient(135deg, #9e9e9e 0 4px, #e0e0e0 4px 8px)' };

/** The parts of the bar, in its order; the free part ends with the reserve, hatched. */
function parts(storage: StorageReply) {
  const reserve = Math.min(storage.reserveBytes, storage.freeBytes);
  return [
    { key: 'photos', label: texts.photos, bytes: storage.photosBytes, fill: { bgcolor: 'primary.main' } },
    { key: 'videos', label: texts.videos, bytes: storage.videosBytes, fill: { bgcolor: 'secondary.main' } },
    { key: 'database', label: texts.database, bytes: storage.databaseBytes, fill: { bgcolor: 'info.main' } },
    { key: 'backups', label: texts.backups, bytes: storage.backupsBytes, fill: { bgcolor: 'warning.main' } },
    { key: 'free', label: texts.free, bytes: storage.freeBytes - reserve, fill: { bgcolor: 'grey.300' }, shown: storage.freeBytes },
    { key: 'reserve', label: '', bytes: reserve, fill: hatched },
  ];
}

function StorageBar({ storage }: { storage: StorageReply }) {
  const all = parts(storage);
  const total = all.reduce((sum, part) => sum + part.bytes, 0) || 1;
  return (
    <>
      {/* The list below says the same in words: the bar is for the eye. */}
      <Box aria-hidden sx={{ display: 'flex', height: 20, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        {all
          .filter((part) => part.bytes > 0)
          .map((part) => (
            <Box key={part.key} sx={{ width: `${(part.bytes / total) * 100}%`, minWidth: 3, ...part.fill }} />
          ))}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 }}>
        {all
          .filter((part) => part.label)
          .map((part) => (
            <Box component="li" key={part.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, flexShrink: 0, ...part.fill, border: 1, borderColor: 'divider' }} />
              <Typography component="span" sx={{ flexGrow: 1 }}>
                {part.label}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {texts.size(part.shown ?? part.bytes)}
              </Typography>
            </Box>
          ))}
      </Box>
      {storage.freeBytes < storage.reserveBytes ? (
        <Alert severity="error" role="status">
          {texts.lowFree(storage.reserveBytes)}
        </Alert>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{texts.reserve(storage.reserveBytes)}</Typography>
      )}
    </>
  );
}

function BackupRunState({ storage }: { storage: StorageReply }) {
  const { run } = storage;
  if (run.state === 'running') {
    const value = run.total > 0 ? Math.round((run.done / run.total) * 100) : undefined;
    return (
      <Stack spacing={1}>
        <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} aria-label={texts.progressLabel} />
        <Typography role="status">{run.total > 0 ? texts.progress(run.done, run.total) : texts.counting}</Typography>
      </Stack>
    );
  }
  if (run.state === 'done' && run.bytes !== null) return <Alert severity="success" role="status">{texts.done(run.bytes)}</Alert>;
  if (run.state === 'failed') return <Alert severity="error" role="status">{texts.failed(run.message ?? '')}</Alert>;
  return null;
}

/** The admin's look at the server's disk (issue 38): what fills it, the last backup, and a backup on demand. */
export function AdminStoragePanel({ storage, error, starting, refusal, onBackupNow, onRetry }: AdminStoragePanelProps) {
  if (!storage) {
    return (
      <AdminSection title={texts.title}>
        {error ? (
          <Alert
            severity="error"
            sx={{ overflowWrap: 'anywhere' }}
            action={
              <Button color="inherit" onClick={onRetry} sx={{ minHeight: 44 }}>
                {texts.retry}
              </Button>
            }
          >
            {texts.error(error)}
          </Alert>
        ) : (
          <LoadingSpinner label={texts.loading} />
        )}
      </AdminSection>
    );
  }
  const running = storage.run.state === 'running';
  return (
    <AdminSection title={texts.title}>
      <StorageBar storage={storage} />
      <Typography sx={{ fontWeight: 600 }}>
        {storage.lastBackup ? texts.lastBackup(storage.lastBackup.at, storage.lastBackup.bytes, storage.lastBackup.verified) : texts.noBackup}
      </Typography>
      {storage.backupsEnabled ? (
        <>
          <BackupRunState storage={storage} />
          {refusal && !running && (
            <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
              {refusal}
            </Alert>
          )}
          <Button
            variant="contained"
            startIcon={<BackupIcon />}
            disabled={starting || running}
            onClick={onBackupNow}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 44 }}
          >
            {starting ? texts.starting : texts.backupNow}
          </Button>
        </>
      ) : (
        <Alert severity="info">{texts.backupsOff}</Alert>
      )}
    </AdminSection>
  );
}
