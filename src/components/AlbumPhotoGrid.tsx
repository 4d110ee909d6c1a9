import { useId } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { albumTexts } from '../texts/albumTexts.ts';
import { albumDayGroups, formatAlbumDay, type ItemCapture } from './albumDays.ts';
import type { AlbumItemVideo } from './AlbumVideo.tsx';
import { formatDuration } from './formatDuration.ts';

export type AlbumPhotoGridProps = {
  albumName: string;
  /** Thumbnail URLs (the 400 px renditions), in the album's order. */
  thumbnails: string[];
  /** The video of each item that is one (same order as `thumbnails`), undefined for a photo. */
  videos?: (AlbumItemVideo | undefined)[];
  /** When each item was taken and on which day (same order): the grid then goes by capture time
   * with a heading per day (issue 39). */
  captures?: (ItemCapture | undefined)[];
  /** The year a day is read in without its year; this year by default. */
  currentYear?: number;
  onOpen: (index: number) => void;
};

const texts = albumTexts.grid;
const thumbnailSx = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;
const overlay = { position: 'absolute', pointerEvents: 'none', color: 'common.white', bgcolor: 'rgba(0, 0, 0, 0.7)', borderRadius: 999, fontWeight: 700 } as const;

/** A video's tile: its play mark and length, or its preparation, over its thumbnail. */
function VideoMark({ video }: { video: AlbumItemVideo }) {
  if (video.status !== 'ready') {
    return (
      <Typography variant="body2" sx={{ ...overlay, inset: 'auto 4px 4px 4px', px: 1, py: 0.25, borderRadius: 1, textAlign: 'center', fontSize: 12 }}>
        {video.status === 'failed' ? albumTexts.video.failed : albumTexts.video.preparing(video.progress)}
      </Typography>
    );
  }
  const duration = formatDuration(video.duration);
  return (
    <Box role="img" aria-label={texts.videoMark(duration)} sx={{ ...overlay, right: 4, bottom: 4, display: 'flex', alignItems: 'center', pl: 0.25, pr: 1, fontSize: 12 }}>
      <PlayArrow sx={{ fontSize: 20 }} />
      <span aria-hidden="true">{duration}</span>
    </Box>
  );
}

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 0.5, sm: 1 },
  gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
} as const;

/**
 * The whole album at a glance: 3 columns on a phone, more on wider screens; thumbnails load as
 * they scroll into view. A tap opens the viewer at that photo or video. With capture times, the
 * photos go in the order they were taken under a heading per day, whatever order they arrived in;
 * each keeps its place in the album (its number, what it opens), which the viewer follows.
 */
export function AlbumPhotoGrid({ albumName, thumbnails, videos, captures, currentYear = new Date().getFullYear(), onOpen }: AlbumPhotoGridProps) {
  const tile = (index: number) => {
    const video = videos?.[index];
    return (
      // Photos have no id here; their position in the album is stable while it is shown.
      <Box component="li" key={index} sx={{ minWidth: 0, position: 'relative' }}>
        <ButtonBase
          aria-label={texts.open(index + 1, thumbnails.length)}
          onClick={() => onOpen(index)}
          sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', bgcolor: 'grey.200', borderRadius: 1, overflow: 'hidden' }}
        >
          {/* Named by its button; loaded as it scrolls into view. A video has a picture once ready. */}
          {(video === undefined || video.status === 'ready') && <Box component="img" src={thumbnails[index]} alt="" loading="lazy" decoding="async" sx={thumbnailSx} />}
        </ButtonBase>
        {video && <VideoMark video={video} />}
      </Box>
    );
  };

  const id = useId();
  const groups = captures ? albumDayGroups(captures.slice(0, thumbnails.length)) : null;
  if (groups === null) {
    return (
      <Box component="ul" aria-label={texts.label(albumName)} sx={gridSx}>
        {thumbnails.map((_, index) => tile(index))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={texts.label(albumName)} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {groups.map((group, position) => {
        const heading = group.day === undefined ? texts.undated : formatAlbumDay(group.day, currentYear);
        const headingId = `${id}-day-${position}`;
        return (
          <Box component="li" key={`${group.day ?? 'undated'}-${position}`}>
            <Typography variant="h2" id={headingId} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
              {heading}
            </Typography>
            <Box component="ul" aria-labelledby={headingId} sx={gridSx}>
              {group.indexes.map(tile)}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
