import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { darken, getContrastRatio } from '@mui/material/styles';
import type { Participant } from '../../shared/chatTypes.ts';
import { chatTexts } from '../texts/chatTexts.ts';

export type ParticipantsPanelProps = {
  participants: readonly Participant[];
  open: boolean;
  onToggle: () => void;
};

const texts = chatTexts.participants;
const PAPER = '#ffffff';

// Names keep their own colour, darkened just enough to stay readable on the white panel.
function readableOnPaper(color: string): string {
  try {
    let shade = color;
    for (let step = 0; step < 6 && getContrastRatio(shade, PAPER) < 4.5; step += 1) shade = darken(shade, 0.2);
    return shade;
  } catch {
    return color;
  }
}

export function ParticipantsPanel({ participants, open, onToggle }: ParticipantsPanelProps) {
  const listId = useId();

  return (
    <Box
      component="aside"
      aria-label={texts.label}
      sx={{
        height: '100%',
        width: open ? { xs: 200, sm: 240 } : 'auto',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: open ? 'flex-end' : 'center', p: 0.5 }}>
        <Button
          size="small"
          aria-label={open ? texts.hideLabel : texts.showLabel}
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          sx={{ minWidth: 40, fontWeight: 700 }}
        >
          {open ? texts.hide : texts.show}
        </Button>
      </Box>
      <Box id={listId} hidden={!open} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, pb: 2 }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
          {texts.title}
        </Typography>
        {participants.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.empty}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
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
    </Box>
  );
}
