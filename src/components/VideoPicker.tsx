import { useId } from 'react';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  Stack,
  Typography,
} from '@mui/material';
import type { Video } from '../../shared/videoTypes.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { formatDuration, spokenDuration } from './formatDuration.ts';
import { LoadingSpinner } from './LoadingSpinner.tsx';
import { visuallyHidden } from './visuallyHidden.ts';

export type VideoPickerProps = {
  open: boolean;
  /** Lapintube's videos, newest first; undefined while they load. Failed ones are not offered. */
  videos?: readonly Video[];
  /** Why the list could not be read. */
  error?: string;
  onPick: (video: Video) => void;
  onClose: () => void;
};

const texts = articleTexts.videoPicker;

function PickerPoster({ video }: { video: Video }) {
  const frame = { width: 112, flexShrink: 0, aspectRatio: '16 / 9', borderRadius: 1, bgcolor: 'grey.900', color: 'common.white', overflow: 'hidden' } as const;
  if (video.poster) {
    return <Box component="img" src={video.poster} alt="" loading="lazy" decoding="async" sx={{ ...frame, display: 'block', objectFit: 'cover' }} />;
  }
  return (
    <Stack sx={{ ...frame, justifyContent: 'center', alignItems: 'center' }}>
      <OndemandVideoOutlined aria-hidden />
    </Stack>
  );
}

/** The article builder's chooser of one of Lapintube's videos: a list of buttons, by tap or by keyboard. */
export function VideoPicker({ open, videos, error, onPick, onClose }: VideoPickerProps) {
  const titleId = useId();
  const offered = videos?.filter((video) => video.status !== 'failed');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      scroll="paper"
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)', maxWidth: 560, maxHeight: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 2 } }}>
        {error ? (
          <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
            {texts.loadFailed} {error}
          </Alert>
        ) : offered === undefined ? (
          <Box role="status" aria-label={texts.loading}>
            <LoadingSpinner />
          </Box>
        ) : offered.length === 0 ? (
          <Typography sx={{ p: 1 }}>{texts.empty}</Typography>
        ) : (
          <List disablePadding>
            {offered.map((video) => (
              <ListItem key={video.id} disablePadding>
                <ListItemButton onClick={() => onPick(video)} sx={{ gap: 2, borderRadius: 1, minHeight: 72, alignItems: 'center' }}>
                  <PickerPoster video={video} />
                  <Stack sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{video.title}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {video.status === 'processing' ? (
                        texts.processing(video.progress)
                      ) : (
                        <>
                          <span aria-hidden>{formatDuration(video.duration)}</span>
                          <Box component="span" sx={visuallyHidden}>
                            {spokenDuration(video.duration)}
                          </Box>
                        </>
                      )}
                      {' · '}
                      {texts.byUploader(video.uploader)}
                    </Typography>
                  </Stack>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
