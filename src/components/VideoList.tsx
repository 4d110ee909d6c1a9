import { Alert, Box, Typography } from '@mui/material';
import type { Video } from '../../shared/videoTypes.ts';
import { videoTexts } from '../texts/videoTexts.ts';
import { LoadingSpinner } from './LoadingSpinner.tsx';
import { VideoTile } from './VideoTile.tsx';

export type VideoListProps = {
  /** Newest first, as the server lists them. */
  videos: readonly Video[];
  /** The list is being read and nothing is held yet. */
  loading: boolean;
  /** The reason the list could not be read. */
  error?: string;
  onOpen: (id: string) => void;
};

const texts = videoTexts.list;

/** The family's videos, one column on a phone and more beside each other on wider screens. */
export function VideoList({ videos, loading, error, onOpen }: VideoListProps) {
  return (
    <Box component="section" aria-labelledby="video-list-title" sx={{ minWidth: 0 }}>
      <Typography id="video-list-title" variant="h2" sx={{ mb: 2 }}>
        {texts.title}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {texts.loadFailed} {error}
        </Alert>
      )}
      {videos.length === 0 && loading && <LoadingSpinner label={texts.loading} />}
      {videos.length === 0 && !loading && !error && <Typography>{texts.empty}</Typography>}
      {videos.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {videos.map((video) => (
            <li key={video.id}>
              <VideoTile video={video} onOpen={onOpen} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
