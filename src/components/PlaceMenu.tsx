import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { TripMedia } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';

/** What « Masquer le lieu » acts on. */
export type HiddenPlaceKind = TripMedia['kind'] | 'article';

export type PlaceMenuProps = {
  /** Names the item the menu acts on: « Actions : Photo de Marie ». */
  label: string;
  busy: boolean;
  onHidePlace: () => void;
};

/** The « ⋮ » of a trip item its author (or an admin) may act on: « Masquer le lieu ». */
export function PlaceMenu({ label, busy, onHidePlace }: PlaceMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          sx={{ minHeight: 44 }}
          onClick={() => {
            setAnchor(null);
            onHidePlace();
          }}
        >
          {busy ? tripTexts.hidingPlace : tripTexts.hidePlace}
        </MenuItem>
      </Menu>
    </>
  );
}

/** The member who added a photo or a video, or wrote an article, may hide its place; an admin too. */
export function mayHidePlace(author: string, self: string | undefined, isAdmin: boolean): boolean {
  return isAdmin || (self !== undefined && author === self);
}
