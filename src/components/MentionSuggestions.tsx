import { Box, Paper } from '@mui/material';
import type { ChatMention } from '../../shared/chatTypes.ts';
import { chatTexts } from '../texts/chatTexts.ts';

export type MentionSuggestionsProps = {
  /** The listbox's id, which the text box names in `aria-controls`. */
  id: string;
  options: readonly ChatMention[];
  /** The option the arrows point at (the text box's `aria-activedescendant`). */
  activeIndex: number;
  onPick: (mention: ChatMention) => void;
};

export const mentionOptionId = (listId: string, index: number) => `${listId}-${index}`;

/** Issue 25: the pseudos offered after `@`, above the text box. The box keeps the focus (arrows,
 * Enter or Tab, Escape); a tap picks one. */
export function MentionSuggestions({ id, options, activeIndex, onPick }: MentionSuggestionsProps) {
  return (
    <Paper elevation={4} sx={{ position: 'absolute', left: 0, bottom: '100%', mb: 0.5, zIndex: 2, minWidth: 180, maxWidth: '100%' }}>
      <Box component="ul" id={id} role="listbox" aria-label={chatTexts.mentions.label} sx={{ m: 0, p: 0.5, maxHeight: 220, overflowY: 'auto' }}>
        {options.map((option, index) => (
          <Box
            component="li"
            key={option.id}
            id={mentionOptionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            // The text box keeps the focus, and with it a phone's keyboard.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option)}
            sx={{
              listStyle: 'none',
              px: 1.5,
              minHeight: 44,
              display: 'flex',
              alignItems: 'center',
              borderRadius: 1,
              cursor: 'pointer',
              overflowWrap: 'anywhere',
              bgcolor: index === activeIndex ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            @{option.pseudo}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
