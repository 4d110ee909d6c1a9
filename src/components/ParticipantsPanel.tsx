import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { Participant } from '../../shared/chatTypes.ts';
import { chatTexts } from '../texts/chatTexts.ts';
import { readableOnPaper } from './readableColours.ts';

export type ParticipantsPanelProps = {
  participants: readonly Participant[];
  open: boolean;
  onToggle: () => void;
  /** Id of what '>>' opens when the list is shown elsewhere (the phone drawer); by default, this
   * panel's own list. */
  controls?: string;
};

const texts = chatTexts.participants;

/** The side panel of the chat: '<<' folds it to a strip holding only '>>'. */
export function ParticipantsPanel({ participants, open, onToggle, controls }: ParticipantsPanelProps) {
  const listId = useId();
  const titleId = useId();

  return (
    <Box
      component="aside"
      aria-label={texts.label}
      sx={{
        height: '100%',
        width: open ? { xs: 260, md: 240 } : 'auto',
        maxWidth: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 0.5, pl: open ? 2 : 0.5 }}>
        {open && (
          <Typography id={titleId} variant="h3" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>
            {texts.title}
          </Typography>
        )}
        <Button
          aria-label={open ? texts.hideLabel : texts.showLabel}
          aria-expanded={open}
          aria-controls={controls ?? (open ? listId : undefined)}
          onClick={onToggle}
          sx={{ fontWeight: 700, fontSize: '1rem' }}
        >
          {open ? texts.hide : texts.show}
        </Button>
      </Box>
      {open && (
        <Box id={listId} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          {participants.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', px: 2 }}>
              {texts.empty}
            </Typography>
          ) : (
            <Box
              component="ul"
              // A long family scrolls here; keyboard users scroll it too, so it takes focus.
              tabIndex={0}
              aria-labelledby={titleId}
              sx={{
                flex: 1,
                minHeight: 0,
                overflowY: 'auto',
                m: 0,
                px: 2,
                pt: 0,
                pb: 2,
                // Inside the box: the panel clips anything drawn outside it.
                '&:focus-visible': { outlineOffset: '-3px' },
              }}
            >
              {participants.map((participant) => (
                <Typography
                  component="li"
                  key={participant.username}
                  sx={{ listStyle: 'none', py: 0.25, fontWeight: 600, overflowWrap: 'anywhere', color: readableOnPaper(participant.color) }}
                >
                  {participant.username}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
