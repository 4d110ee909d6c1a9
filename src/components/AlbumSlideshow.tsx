import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { SlideshowItem } from '../../shared/albumTypes.ts';
import { NO_COMMENT } from '../../shared/albumLimits.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import { Carousel } from './Carousel.tsx';
import { SlideshowSlide } from './SlideshowSlide.tsx';

export type AlbumSlideshowProps = {
  albumName: string;
  items: SlideshowItem[];
  loading: boolean;
  error?: string;
  /** Where 'Retour aux albums' leads: the albums screen. */
  albumsPath: string;
};

const texts = albumTexts.slideshow;

/** A phone or tablet without a mouse: the hint speaks of taps and swipes. */
export const TOUCH_SCREEN_QUERY = '(hover: none) and (pointer: coarse)';

/** Spec §2/§9: one slide at a time, infinite loop, 500 ms transitions, no dots. */
export function AlbumSlideshow({ albumName, items, loading, error, albumsPath }: AlbumSlideshowProps) {
  const device = useMediaQuery(TOUCH_SCREEN_QUERY) ? 'touch' : 'pointer';
  const someDescription = items.some((item) => item.description.trim() !== '' && item.description !== NO_COMMENT);

  let body;
  if (loading) {
    body = <Typography sx={{ textAlign: 'center', py: 6 }}>{texts.loading}</Typography>;
  } else if (error) {
    body = (
      <Typography role="alert" sx={{ color: 'error.main', textAlign: 'center', py: 6, overflowWrap: 'anywhere' }}>
        {error}
      </Typography>
    );
  } else if (items.length === 0) {
    body = <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}>{texts.empty}</Typography>;
  } else {
    const hints = [someDescription && texts.describeHint[device], items.length > 1 && texts.moveHint[device]].filter(
      (hint) => typeof hint === 'string',
    );
    body = (
      <>
        <Carousel
          // Another album starts again at its first image.
          key={albumName}
          count={items.length}
          renderSlide={(index) => {
            const item = items[index];
            return item && <SlideshowSlide image={item.image} description={item.description} label={texts.image(index + 1, items.length)} />;
          }}
        />
        {hints.map((hint) => (
          <Typography key={hint} variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {hint}
          </Typography>
        ))}
      </>
    );
  }

  return (
    <Stack spacing={1.5}>
      <Box>
        <Button component={RouterLink} to={albumsPath} startIcon={<ArrowBack />} sx={{ ml: -1 }}>
          {texts.back}
        </Button>
      </Box>
      <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {albumName}
      </Typography>
      {body}
    </Stack>
  );
}
