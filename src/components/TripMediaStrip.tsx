import { Box, ButtonBase, Stack } from '@mui/material';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlineOutlined';
import type { TripMedia } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';
import { mayHidePlace, PlaceMenu, type HiddenPlaceKind } from './PlaceMenu.tsx';

export type TripMediaStripProps = {
  /** In capture order. */
  media: readonly TripMedia[];
  /** Names the list for screen readers. */
  label: string;
  /** The signed-in relative's pseudo and role: who may hide a place. */
  self: string | undefined;
  isAdmin: boolean;
  /** The item whose place is being hidden, as `kind:id`. */
  hidingKey?: string;
  /** Opens the photo in the existing viewer, the video on its page (the item's `url`). */
  onOpen: (item: TripMedia) => void;
  onHidePlace: (kind: HiddenPlaceKind, id: string) => void;
};

const labelOf = (item: TripMedia) => (item.kind === 'photo' ? tripTexts.media.photo(item.by) : tripTexts.media.video(item.by));

/** A row of thumbnails that wraps; each one a 88 px button, with its « ⋮ » where the reader may hide its place. */
export function TripMediaStrip({ media, label, self, isAdmin, hidingKey, onOpen, onHidePlace }: TripMediaStripProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {media.map((item) => {
        const name = labelOf(item);
        return (
          <Stack component="li" key={`${item.kind}:${item.id}`} sx={{ alignItems: 'center', width: 88 }}>
            <ButtonBase
              aria-label={name}
              onClick={() => onOpen(item)}
              sx={{ position: 'relative', width: 88, height: 88, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.300' }}
            >
              <Box component="img" src={item.thumbnail} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              {item.kind === 'video' && (
                <PlayCircleOutlineIcon aria-hidden sx={{ position: 'absolute', color: '#ffffff', fontSize: 36, filter: 'drop-shadow(0 0 2px rgba(0,0,0,0.8))' }} />
              )}
            </ButtonBase>
            {mayHidePlace(item.by, self, isAdmin) && (
              <PlaceMenu label={tripTexts.media.actions(name)} busy={hidingKey === `${item.kind}:${item.id}`} onHidePlace={() => onHidePlace(item.kind, item.id)} />
            )}
          </Stack>
        );
      })}
    </Box>
  );
}
