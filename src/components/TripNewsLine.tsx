import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Card, Stack } from '@mui/material';
import { tripNewsTexts } from '../texts/tripNewsTexts.ts';
import { InAppLink } from './InAppLink.tsx';

export type TripNewsLineProps = {
  /** « Chamonix, France ». */
  place: string;
  /** « il y a 2 h ». */
  when: string;
  /** The trip's map. */
  href: string;
  onNavigate: (href: string) => void;
};

/** The feed's « Dernières nouvelles : Chamonix, France · il y a 2 h », a link to the trip's map. */
export function TripNewsLine({ place, when, href, onNavigate }: TripNewsLineProps) {
  return (
    <Card variant="outlined" sx={{ bgcolor: 'background.default' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, px: 2, py: 0.5 }}>
        <PlaceOutlinedIcon color="primary" aria-hidden />
        <InAppLink href={href} onNavigate={onNavigate}>
          {tripNewsTexts.news.line(place, when)}
        </InAppLink>
      </Stack>
    </Card>
  );
}
