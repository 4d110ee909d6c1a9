import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, ButtonBase, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { Video } from '../../shared/videoTypes.ts';
import { videoTexts } from '../texts/videoTexts.ts';
import { formatDay } from './formatDate.ts';
import { formatDuration, spokenDuration } from './formatDuration.ts';
import { stretchedCard, stretchedTitle } from './stretchedTitle.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type VideoTileProps = {
  video: Video;
  onOpen: (id: string) => void;
};

const texts = videoTexts.list;
// Issue 38: the title is a 44 px tap target on its own, not only through the card it stretches over.
const titleTarget = { ...stretchedTitle, display: 'flex', alignItems: 'center', justifyContent: 'flex-start', minHeight: 44, width: '100%' } as const;
const frame = { position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'grey.900', color: 'common.white' } as const;

/** What stands in the poster's place: the poster once ready, else the preparation or its failure. */
function TileFrame({ video }: { video: Video }) {
  if (video.status === 'ready' && video.poster) {
    return (
      <Box sx={frame}>
        {/* Decorative: the title says what the video is. */}
        <Box component="img" src={video.poster} alt="" loading="lazy" decoding="async" sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
        <Typography
          variant="body2"
          sx={{ position: 'absolute', right: 8, bottom: 8, px: 0.75, borderRadius: 1, bgcolor: 'rgba(0, 0, 0, 0.75)', color: 'common.white', fontVariantNumeric: 'tabular-nums' }}
        >
          <span aria-hidden>{formatDuration(video.duration)}</span>
          <Box component="span" sx={visuallyHidden}>
            {texts.duration(spokenDuration(video.duration))}
          </Box>
        </Typography>
      </Box>
    );
  }
  if (video.status === 'failed') {
    return (
      <Stack sx={{ ...frame, bgcolor: 'error.dark', justifyContent: 'center', alignItems: 'center', gap: 0.5, p: 2, textAlign: 'center' }}>
        <ErrorOutlineIcon aria-hidden fontSize="large" />
        <Typography sx={{ fontWeight: 700 }}>{texts.failed}</Typography>
        {video.message && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {video.message}
          </Typography>
        )}
      </Stack>
    );
  }
  const label = texts.processing(video.progress);
  return (
    <Stack sx={{ ...frame, justifyContent: 'center', alignItems: 'center', gap: 1, p: 2 }}>
      <OndemandVideoOutlined aria-hidden fontSize="large" />
      <Typography sx={{ fontWeight: 700 }} aria-live="polite">
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={video.progress} aria-label={label} sx={{ width: '80%', height: 8, borderRadius: 4 }} />
    </Stack>
  );
}

/** A video of the family: its poster, title, duration, who added it and when. */
export function VideoTile({ video, onOpen }: VideoTileProps) {
  return (
    <Card sx={stretchedCard}>
      <TileFrame video={video} />
      <CardContent>
        <Stack spacing={1} sx={{ overflowWrap: 'anywhere' }}>
          <Typography variant="h3" component="h2">
            <ButtonBase disableRipple onClick={() => onOpen(video.id)} sx={titleTarget}>
              {video.title}
            </ButtonBase>
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2">{texts.byUploader(video.uploader)}</Typography>
            <Typography variant="body2" component="time" dateTime={new Date(video.ts).toISOString()}>
              {formatDay(video.ts)}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
