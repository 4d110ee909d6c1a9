import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Slideshow from '@mui/icons-material/Slideshow';
import { albumTexts } from '../texts/albumTexts.ts';
import { Carousel } from './Carousel.tsx';
import type { AlbumItemVideo } from './AlbumVideo.tsx';
import { ViewerSlide, barButton, dangerOnDark, hasCaption } from './ViewerSlide.tsx';

export type ViewerPhoto = {
  /** The screen rendition's URL. */
  src: string;
  /** 'none' or empty: no caption. */
  caption?: string;
  /** Pseudo of the relative who added it: "Ajoutée par …". */
  addedBy?: string;
  /** URL of the kept original; without it there is no "Télécharger". */
  original?: string;
  /** The reader added it, or is the admin: its caption can be changed and it can be deleted. */
  editable?: boolean;
  /** A video item: `src` is its poster, and the slide plays it in place. */
  video?: AlbumItemVideo;
  /** Issue 25: the reactions to this photo or video (ReactionBar), composed by the screen. */
  reactionBar?: ReactNode;
};

export type PhotoViewerProps = {
  open: boolean;
  /** The dialog's name: the album's or the article's title. */
  title: string;
  photos: ViewerPhoto[];
  /** The photo shown first. */
  startIndex: number;
  /** The photo on screen, each time the reader moves to another (the address follows it). */
  onShow?: (index: number) => void;
  /** "Télécharger l'album" (a zip of the originals), when the photos are an album's. */
  albumDownload?: string;
  /** Escape, "Fermer" or Back: focus goes back to what opened the viewer. */
  onClose: () => void;
  /** A change to a photo is under way. */
  busy?: boolean;
  /** The server's French reason when a change was refused. */
  error?: string;
  /** 'none' for no caption, as the server stores it. */
  onChangeCaption?: (index: number, caption: string) => void;
  /** Called once the reader has confirmed. */
  onDelete?: (index: number) => void;
  /** Time on a slide while "Faire défiler automatiquement" is on. */
  autoAdvanceMs?: number;
};

const texts = albumTexts.viewer;
const slideshowTexts = albumTexts.slideshow;

/** A phone or tablet without a mouse: the hint speaks of taps. */
export const TOUCH_SCREEN_QUERY = '(hover: none) and (pointer: coarse)';

function fullScreenSupported(element: HTMLElement | null): boolean {
  return element !== null && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled;
}

/**
 * The photo viewer, over the page: the spec's carousel (500 ms, looping, no dots) filling the
 * screen, each photo zoomable, its caption under it (shown by default; a mouse double-click on the
 * photo or the button below hides and shows it), who added it, and its original to download.
 * Full screen uses the Fullscreen API; where a browser has none (an iPhone), the viewer already
 * fills the window and full screen folds away everything but the photo.
 */
export function PhotoViewer({ open, title, photos, startIndex, onShow, albumDownload, onClose, busy = false, error, onChangeCaption, onDelete, autoAdvanceMs = 5000 }: PhotoViewerProps) {
  const titleId = useId();
  const paper = useRef<HTMLDivElement>(null);
  const [captions, setCaptions] = useState(true);
  const [fullScreen, setFullScreen] = useState(false);
  // The automatic slideshow waits while a video plays, and goes on when it ends or is paused.
  const [autoplay, setAutoplay] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const [shown, setShown] = useState(startIndex);
  const device = useMediaQuery(TOUCH_SCREEN_QUERY) ? 'touch' : 'pointer';

  useEffect(() => {
    const handleChange = () => {
      if (!document.fullscreenElement) setFullScreen(false);
    };
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);

  const toggleFullScreen = () => {
    if (fullScreen) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      setFullScreen(false);
      return;
    }
    if (fullScreenSupported(paper.current)) void paper.current?.requestFullscreen().catch(() => undefined);
    setFullScreen(true);
  };

  const close = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setFullScreen(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{ paper: { ref: paper, sx: { bgcolor: 'grey.900', color: 'common.white', height: '100dvh' } } }}
    >
      <Stack sx={{ height: '100%', minHeight: 0 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 1, px: 1, minHeight: 56, flexShrink: 0, pt: 'env(safe-area-inset-top)' }}
        >
          <Typography
            id={titleId}
            component="h2"
            // Two lines rather than « Voy… » on a phone (issue 38): the album's name is what tells where one is.
            sx={{ flex: 1, minWidth: 0, fontWeight: 700, lineHeight: 1.25, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere', ...(fullScreen && { visibility: 'hidden' }) }}
          >
            {title}
          </Typography>
          {/* On a phone the download is an icon like its neighbours, leaving the width to the title. */}
          {albumDownload && !fullScreen && (
            <>
              <Button href={albumDownload} download startIcon={<Download />} sx={{ ...barButton, display: { xs: 'none', sm: 'inline-flex' } }}>
                {albumTexts.grid.downloadAlbum}
              </Button>
              <IconButton href={albumDownload} download aria-label={albumTexts.grid.downloadAlbum} sx={{ ...barButton, display: { xs: 'inline-flex', sm: 'none' } }}>
                <Download />
              </IconButton>
            </>
          )}
          {photos.length > 1 && (
            <IconButton aria-label={autoplay && videoPlaying ? texts.autoplayWaits : texts.autoplayLabel} aria-pressed={autoplay} onClick={() => setAutoplay((on) => !on)} sx={barButton}>
              <Slideshow />
            </IconButton>
          )}
          <IconButton aria-label={fullScreen ? texts.exitFullScreen : texts.fullScreen} aria-pressed={fullScreen} onClick={toggleFullScreen} sx={barButton}>
            {fullScreen ? <FullscreenExit /> : <Fullscreen />}
          </IconButton>
          <IconButton aria-label={texts.close} onClick={close} sx={barButton}>
            <Close />
          </IconButton>
        </Stack>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <Carousel
            fill
            count={photos.length}
            initialIndex={startIndex}
            autoAdvanceMs={autoplay && !videoPlaying ? autoAdvanceMs : undefined}
            onShow={(index) => {
              setShown(index);
              setVideoPlaying(false);
              onShow?.(index);
            }}
            renderSlide={(index) => {
              const photo = photos[index];
              return (
                photo && (
                  <ViewerSlide
                    photo={photo}
                    active={index === Math.min(shown, photos.length - 1)}
                    onPlayingChange={setVideoPlaying}
                    label={(photo.video ? albumTexts.video.label : slideshowTexts.image)(index + 1, photos.length)}
                    showCaption={captions}
                    showDetails={!fullScreen}
                    onToggleCaption={() => setCaptions((shown) => !shown)}
                    busy={busy}
                    onChangeCaption={onChangeCaption && ((caption) => onChangeCaption(index, caption))}
                    onDelete={onDelete && (() => onDelete(index))}
                  />
                )
              );
            }}
          />
        </Box>
        {error && (
          <Typography role="alert" sx={{ textAlign: 'center', color: dangerOnDark, px: 2, overflowWrap: 'anywhere' }}>
            {error}
          </Typography>
        )}
        {!fullScreen && (
          <Typography variant="body2" sx={{ textAlign: 'center', color: 'grey.300', px: 2, py: 0.5, flexShrink: 0, pb: 'max(4px, env(safe-area-inset-bottom))' }}>
            {device === 'pointer' && !photos.some((photo) => hasCaption(photo.caption)) ? texts.keysHint : texts.zoomHint[device]}
          </Typography>
        )}
      </Stack>
    </Dialog>
  );
}
