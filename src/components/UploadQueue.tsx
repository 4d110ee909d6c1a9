import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { albumTexts } from '../texts/albumTexts.ts';
import { UploadQueueItem, type UploadItemStatus } from './UploadQueueItem.tsx';

export type UploadQueueLine = {
  id: string;
  name: string;
  status: UploadItemStatus;
  progress: number;
  error?: string;
  /** URL of the photo's small thumbnail, once prepared. */
  preview?: string;
  kind?: 'video';
};

export type UploadQueueProps = {
  lines: UploadQueueLine[];
  /** Why the queue waits (offline, a retry coming), when it does. */
  notice?: string;
  onRetry: (id: string) => void;
  onClearFinished: () => void;
};

const texts = albumTexts.upload;
const finished = (line: UploadQueueLine) => line.status === 'done' || line.status === 'duplicate';

/** The photos of one album on their way: one line each, a count of those in the album. */
export function UploadQueue({ lines, notice, onRetry, onClearFinished }: UploadQueueProps) {
  if (lines.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 2 }}>{texts.empty}</Typography>;
  }
  const arrived = lines.filter(finished).length;
  return (
    <Stack spacing={1}>
      {notice && (
        <Alert severity="info" role="status">
          {notice}
        </Alert>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
          {texts.summary(arrived, lines.length)}
        </Typography>
        {arrived > 0 && (
          <Button size="small" onClick={onClearFinished}>
            {texts.clear}
          </Button>
        )}
      </Stack>
      <Box component="ul" aria-label={texts.queueLabel} sx={{ m: 0, p: 0 }}>
        {lines.map((line) => (
          <UploadQueueItem
            key={line.id}
            name={line.name}
            status={line.status}
            progress={line.progress}
            error={line.error}
            preview={line.preview}
            kind={line.kind}
            onRetry={() => onRetry(line.id)}
          />
        ))}
      </Box>
    </Stack>
  );
}
