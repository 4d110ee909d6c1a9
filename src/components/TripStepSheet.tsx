import { Alert, Box, Drawer, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useId } from 'react';
import type { TripArticle, TripMedia } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';
import { InAppLink } from './InAppLink.tsx';
import type { HiddenPlaceKind } from './PlaceMenu.tsx';
import { TripArticleList } from './TripArticleList.tsx';
import { TripMediaStrip } from './TripMediaStrip.tsx';

export type TripStepSheetProps = {
  /** The step shown; undefined closes the sheet. */
  step?: { place: string; day: number; articles: readonly TripArticle[]; media: readonly TripMedia[] };
  self: string | undefined;
  isAdmin: boolean;
  hidingKey?: string;
  hideError?: string;
  articleHref: (id: string) => string;
  dayHref: (day: number) => string;
  onNavigate: (href: string) => void;
  onOpenMedia: (item: TripMedia) => void;
  onHidePlace: (kind: HiddenPlaceKind, id: string) => void;
  onClose: () => void;
};

/** A step's articles, photos and videos: a bottom sheet on a phone, a side panel on a wide screen. */
export function TripStepSheet({ step, self, isAdmin, hidingKey, hideError, articleHref, dayHref, onNavigate, onOpenMedia, onHidePlace, onClose }: TripStepSheetProps) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const titleId = useId();
  return (
    <Drawer
      anchor={wide ? 'right' : 'bottom'}
      open={step !== undefined}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: wide ? { width: 420, maxWidth: '100%' } : { maxHeight: '80vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
        },
      }}
    >
      {step && (
        <Stack spacing={2} sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography variant="h2" id={titleId} sx={{ flex: 1, fontSize: '1.4rem', overflowWrap: 'anywhere' }}>
              {tripTexts.step.label(step.place)}
            </Typography>
            <IconButton aria-label={tripTexts.step.close} onClick={onClose} sx={{ width: 44, height: 44 }}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <InAppLink href={dayHref(step.day)} onNavigate={onNavigate}>
            {tripTexts.step.dayLink(step.day)}
          </InAppLink>
          {hideError && <Alert severity="error">{tripTexts.hideError(hideError)}</Alert>}
          {step.articles.length === 0 && step.media.length === 0 && <Typography>{tripTexts.step.empty}</Typography>}
          {step.articles.length > 0 && (
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {tripTexts.step.articles}
              </Typography>
              <TripArticleList
                articles={step.articles}
                label={tripTexts.step.articles}
                self={self}
                isAdmin={isAdmin}
                hidingKey={hidingKey}
                articleHref={articleHref}
                onNavigate={onNavigate}
                onHidePlace={onHidePlace}
              />
            </Box>
          )}
          {step.media.length > 0 && (
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {tripTexts.step.media}
              </Typography>
              <TripMediaStrip media={step.media} label={tripTexts.step.media} self={self} isAdmin={isAdmin} hidingKey={hidingKey} onOpen={onOpenMedia} onHidePlace={onHidePlace} />
            </Box>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
