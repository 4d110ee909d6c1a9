import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Schedule from '@mui/icons-material/Schedule';
import CloudUpload from '@mui/icons-material/CloudUpload';
import PhotoOutlined from '@mui/icons-material/PhotoOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { albumTexts } from '../texts/albumTexts.ts';

export type UploadItemStatus = 'preparing' | 'waiting' | 'sending' | 'done' | 'failed' | 'duplicate';

export type UploadQueueItemProps = {
  name: string;
  status: UploadItemStatus;
  /** Fraction of the photo sent, 0 to 1, while sending. */
  progress: number;
  /** The French reason of a failure. */
  error?: string;
  /** URL of the photo's small thumbnail, once the device has prepared it. */
  preview?: string;
  /** A video (issue 38): a camera stands where a photo's thumbnail would. */
  kind?: 'video';
  onRetry: () => void;
};

const texts = albumTexts.upload;

function statusText(status: UploadItemStatus, progress: number): string {
  if (status === 'sending') return texts.sending(Math.round(progress * 100));
  return { preparing: texts.preparing, waiting: texts.waiting, done: texts.done, duplicate: texts.duplicate, failed: texts.failed }[status];
}

const icons = {
  preparing: <Schedule fontSize="small" sx={{ color: 'text.secondary' }} />,
  waiting: <Schedule fontSize="small" sx={{ color: 'text.secondary' }} />,
  sending: <CloudUpload fontSize="small" color="primary" />,
  done: <CheckCircle fontSize="small" color="success" />,
  duplicate: <Inventory2Outlined fontSize="small" color="info" />,
  failed: <ErrorOutline fontSize="small" color="error" />,
} as const;

const THUMBNAIL_PX = 40;

/** One photo (or video) of the upload queue: its thumbnail, its name, where it stands, and 'Réessayer' when
 * it failed. The thumbnail repeats what the name says to a screen reader: it is decorative (empty
 * alt), and a placeholder stands in until the photo is prepared. */
export function UploadQueueItem({ name, status, progress, error, preview, kind, onRetry }: UploadQueueItemProps) {
  const Placeholder = kind === 'video' ? VideocamOutlined : PhotoOutlined;
  return (
    <Box component="li" aria-label={name} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minHeight: THUMBNAIL_PX }}>
        <Box
          sx={{
            width: THUMBNAIL_PX,
            height: THUMBNAIL_PX,
            flexShrink: 0,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {preview ? (
            <Box component="img" src={preview} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          ) : (
            <Placeholder aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
          )}
        </Box>
        <Box aria-hidden sx={{ display: 'flex', flexShrink: 0 }}>
          {icons[status]}
        </Box>
        <Typography sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</Typography>
        <Typography
          variant="body2"
          sx={{ flexShrink: 0, color: status === 'failed' ? 'error.main' : 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
        >
          {statusText(status, progress)}
        </Typography>
        {status === 'failed' && (
          <Button size="small" variant="outlined" onClick={onRetry} aria-label={texts.retryLabel(name)} sx={{ flexShrink: 0, minHeight: 36 }}>
            {texts.retry}
          </Button>
        )}
      </Stack>
      {status === 'sending' && (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={texts.sending(Math.round(progress * 100))} sx={{ mt: 0.5 }} />
      )}
      {status === 'failed' && error && (
        <Typography variant="body2" sx={{ color: 'error.main', overflowWrap: 'anywhere', pl: 10.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
