import { Box, ButtonBase, IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { searchTexts } from '../texts/searchTexts.ts';

export type SearchTriggerProps = {
  /** A phone: an icon; wider: a field-like button that opens the same search. */
  compact: boolean;
  onOpen: () => void;
};

/**
 * Issue 41: the search's place in the top bar. The field itself lives in the search panel, a
 * chunk of its own loaded on first use, so the bar costs the first load only this button.
 */
export function SearchTrigger({ compact, onOpen }: SearchTriggerProps) {
  if (compact)
    return (
      <IconButton color="inherit" aria-label={searchTexts.open} aria-haspopup="dialog" onClick={onOpen}>
        <SearchIcon />
      </IconButton>
    );
  return (
    <ButtonBase
      aria-haspopup="dialog"
      aria-label={searchTexts.open}
      onClick={onOpen}
      sx={{
        justifyContent: 'flex-start',
        gap: 1,
        width: 220,
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        bgcolor: 'rgba(255, 255, 255, 0.16)',
        color: 'inherit',
        '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.24)' },
        '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
      }}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <Box component="span" sx={{ fontSize: '0.95rem' }}>
        {searchTexts.fieldPlaceholder}
      </Box>
    </ButtonBase>
  );
}
