import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { composerTexts as texts } from '../texts/composerTexts.ts';

/** A photo as the composer shows it: one being sent from this device, or one the edited article already has. */
export type ComposerPhotoView = {
  id: string;
  name: string;
  /** Thumbnail URL (object URL of the kept bytes, or the stored rendition). */
  preview?: string;
  /** The outbox's StoryPhoto state, or 'stored' for a photo the article has already. */
  state: 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed' | 'stored';
  progress: number;
  error?: string;
};

export type StoryComposerPhotosProps = {
  photos: readonly ComposerPhotoView[];
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
};

/** The story's photos in order, each with how its sending goes. */
export function StoryComposerPhotos({ photos, onRemove, onRetry }: StoryComposerPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={texts.photosLabel}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))' }}
    >
      {photos.map((photo) => (
        <Box component="li" key={photo.id} aria-label={`${photo.name} : ${texts.photoState[photo.state]}`} sx={{ position: 'relative' }}>
          <Box sx={{ aspectRatio: '1', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.300' }}>
            {photo.preview && <Box component="img" src={photo.preview} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
          </Box>
          <IconButton
            aria-label={texts.removePhoto(photo.name)}
            onClick={() => onRemove(photo.id)}
            size="small"
            sx={{ position: 'absolute', top: 2, right: 2, width: 36, height: 36, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'common.white' } }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
          {photo.state === 'failed' ? (
            <Stack spacing={0.5} sx={{ mt: 0.5 }}>
              <Typography variant="caption" role="alert" sx={{ color: 'error.main', display: 'flex', gap: 0.5, overflowWrap: 'anywhere' }}>
                <ErrorOutlineIcon fontSize="inherit" aria-hidden sx={{ mt: '2px' }} />
                {photo.error ?? texts.photoState.failed}
              </Typography>
              <Button size="small" variant="outlined" onClick={() => onRetry(photo.id)} sx={{ minHeight: 44 }}>
                {texts.retryPhoto}
              </Button>
            </Stack>
          ) : (
            <Box sx={{ mt: 0.5 }}>
              <LinearProgress
                variant={photo.state === 'preparing' ? 'indeterminate' : 'determinate'}
                value={photo.state === 'done' || photo.state === 'stored' ? 100 : Math.round(photo.progress * 100)}
                color={photo.state === 'done' || photo.state === 'stored' ? 'success' : 'primary'}
                aria-hidden
              />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {texts.photoState[photo.state]}
              </Typography>
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
