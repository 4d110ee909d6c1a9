import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { albumTexts } from '../texts/albumTexts.ts';

/** A video item of an album (one of Lapintube's videos), as the grid and the viewer show it. */
export type AlbumItemVideo = {
  /** The MP4's URL; served once `status` is 'ready'. */
  url: string;
  /** Seconds. */
  duration: number;
  status: 'processing' | 'ready' | 'failed';
  /** 0–100 while it is prepared. */
  progress: number;
  /** The server's French reason, once failed. */
  message?: string;
};

export type AlbumVideoProps = {
  video: AlbumItemVideo;
  /** The poster's URL. */
  poster: string;
  /** The slide's name ('Vidéo 2 sur 5'). */
  label: string;
  /** The slide is on screen: a video left behind stops. */
  active: boolean;
  /** The video plays (true) or stopped: paused, ended, or left behind (false). */
  onPlayingChange?: (playing: boolean) => void;
};

const texts = albumTexts.video;

/** An album's video played in place (`<video controls playsinline preload="metadata" poster>`),
 * or, while Lapintube prepares it, its progress; once failed, why. */
export function AlbumVideo({ video, poster, label, active, onPlayingChange }: AlbumVideoProps) {
  const element = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!active && element.current && !element.current.paused) element.current.pause();
  }, [active]);

  if (video.status !== 'ready') {
    const failed = video.status === 'failed';
    // Padded clear of the carousel's arrows (56 px, 8 px from each edge).
    return (
      <Box
        role={failed ? 'alert' : 'status'}
        aria-label={label}
        sx={{ height: '100%', minHeight: 200, display: 'grid', placeItems: 'center', bgcolor: 'grey.800', color: 'common.white', px: 9, textAlign: 'center' }}
      >
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {failed ? (video.message ?? texts.failed) : texts.preparing(video.progress)}
        </Typography>
      </Box>
    );
  }

  return (
    <Box
      component="video"
      ref={element}
      controls
      playsInline
      preload="metadata"
      poster={poster}
      src={video.url}
      aria-label={label}
      onPlay={() => onPlayingChange?.(true)}
      onPause={() => onPlayingChange?.(false)}
      onEnded={() => onPlayingChange?.(false)}
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain', bgcolor: 'common.black' }}
    />
  );
}
