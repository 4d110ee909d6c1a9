import { useState } from 'react';
import { IconButton, Stack, Typography } from '@mui/material';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import type { SlideshowItem } from '../../shared/albumTypes.ts';
import { albumTexts } from '../texts/albumTexts.ts';
import { Carousel } from './Carousel.ts';
import { SlideshowSlide } from './SlideshowSlide.tsx';

export type AlbumSlideshowProps = {
  albumName: string;
  items: SlideshowItem[];
  loading: boolean;
  error?: string;
};

const texts = albumTexts.slideshow;

/** Spec §2/§9: one slide at a time, infinite loop, 500 ms transitions, no dots. */
export function AlbumSlideshow({ albumName, items, loading, error }: AlbumSlideshowProps) {
  const [active, setActive] = useState(0);

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
    body = (
      <>
        <Carousel
          animation="slide"
          duration={500}
          autoPlay={false}
          cycleNavigation
          indicators={false}
          swipe
          navButtonsAlwaysVisible={items.length > 1}
          navButtonsAlwaysInvisible={items.length < 2}
          onChange={(now) => setActive(now ?? 0)}
          NavButton={({ onClick, next, className, style }) => (
            <IconButton
              onClick={() => onClick()}
              className={className}
              style={style}
              aria-label={next ? texts.next : texts.previous}
            >
              {next ? <NavigateNext /> : <NavigateBefore />}
            </IconButton>
          )}
          sx={{ borderRadius: 2, overflow: 'hidden' }}
        >
          {items.map((item, index) => (
            <SlideshowSlide
              // Images have no id; their position in the album is stable while it is shown.
              key={index}
              image={item.image}
              description={item.description}
              label={texts.image(index + 1, items.length)}
              active={index === active}
            />
          ))}
        </Carousel>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {texts.hint}
        </Typography>
      </>
    );
  }

  return (
    <Stack spacing={2} component="section" aria-label={albumName}>
      <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
        {albumName}
      </Typography>
      {body}
    </Stack>
  );
}
