import { useState } from 'react';
import { Button, Menu, MenuItem, Stack, Typography } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { PlaceKind } from './storyText.ts';
import { composerTexts } from '../texts/composerTexts.ts';

const texts = composerTexts.place;

export type StoryPlaceLineProps = {
  choice: PlaceKind;
  /** One of the story's photos says where it was taken. */
  photosKnowPlace: boolean;
  locating?: boolean;
  error?: string;
  onChange: (choice: PlaceKind) => void;
};

/** « Lieu : D'après les photos » and « Changer »: where the story shows on the trip (issue 39's `place`). */
export function StoryPlaceLine({ choice, photosKnowPlace, locating = false, error, onChange }: StoryPlaceLineProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = locating ? texts.locating : choice === 'here' ? texts.here : choice === 'none' ? texts.none : photosKnowPlace ? texts.fromPhotos : texts.noPhotoPlace;
  const pick = (next: PlaceKind) => {
    setAnchor(null);
    onChange(next);
  };
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <PlaceOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
        <Typography sx={{ flex: 1, minWidth: 0 }}>
          {texts.label} : {shown}
        </Typography>
        <Button onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" aria-expanded={anchor !== null} disabled={locating} sx={{ minHeight: 44 }}>
          {texts.change}
        </Button>
      </Stack>
      {error && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem selected={choice === 'photos'} onClick={() => pick('photos')} sx={{ minHeight: 44 }}>
          {texts.fromPhotos}
        </MenuItem>
        <MenuItem selected={choice === 'here'} onClick={() => pick('here')} sx={{ minHeight: 44 }}>
          {texts.here}
        </MenuItem>
        <MenuItem selected={choice === 'none'} onClick={() => pick('none')} sx={{ minHeight: 44 }}>
          {texts.none}
        </MenuItem>
      </Menu>
    </Stack>
  );
}
