import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, IconButton, LinearProgress, Typography } from '@mui/material';
import { chatTexts } from '../texts/chatTexts.ts';

/** A photo picked for the next message: `src` shows it (an object URL in the app). */
export type ChatStripPhoto = { key: string; src: string };

export type ChatPhotoStripProps = {
  photos: readonly ChatStripPhoto[];
  /** Shrinking and uploading: the photos cannot be removed meanwhile. */
  uploading?: boolean;
  /** Fraction of the upload sent, 0 to 1. */
  progress?: number;
  /** Why the upload failed (the server's French message): the photos stay for a retry. */
  error?: string;
  /** More than 5 were picked: only the first ones were kept. */
  notice?: string;
  onRemove: (key: string) => void;
  onDismissNotice?: () => void;
};

const texts = chatTexts.photos;
const THUMB = 72;

/** Issue 25: the photos joined to the message being written, above the box, each removable. */
export function ChatPhotoStrip({ photos, uploading = false, progress = 0, error, notice, onRemove, onDismissNotice }: ChatPhotoStripProps) {
  if (photos.length === 0 && !notice) return null;
  const percent = Math.round(progress * 100);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, mb: 1 }}>
      {notice && (
        <Alert severity="info" onClose={onDismissNotice} closeText={chatTexts.close} sx={{ py: 0 }}>
          {notice}
        </Alert>
      )}
      {photos.length > 0 && (
        <Box component="ul" aria-label={texts.picked} sx={{ display: 'flex', gap: 1, m: 0, p: 0, overflowX: 'auto' }}>
          {photos.map((photo, index) => (
            <Box component="li" key={photo.key} sx={{ listStyle: 'none', position: 'relative', flexShrink: 0 }}>
              <Box
                component="img"
                src={photo.src}
                alt=""
                width={THUMB}
                height={THUMB}
                sx={{ display: 'block', width: THUMB, height: THUMB, objectFit: 'cover', borderRadius: 1, opacity: uploading ? 0.6 : 1 }}
              />
              <IconButton
                size="small"
                aria-label={texts.remove(index + 1)}
                disabled={uploading}
                onClick={() => onRemove(photo.key)}
                sx={{
                  position: 'absolute',
                  top: 2,
                  right: 2,
                  p: 0.25,
                  opacity: 0.9,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon sx={{ fontSize: 16 }} />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {uploading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress variant="determinate" value={percent} sx={{ flex: 1 }} aria-hidden />
          <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {texts.uploading(percent)}
          </Typography>
        </Box>
      )}
      {error && !uploading && (
        <Alert severity="error" sx={{ py: 0 }}>
          {texts.failed(error)}
          <Box component="span" sx={{ display: 'block' }}>
            {texts.retryHint}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
