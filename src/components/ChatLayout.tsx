import { Box } from '@mui/material';
import type { ChatMessage, Participant } from '../../shared/chatTypes.ts';
import { ChatInput } from './ChatInput.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import { ParticipantsPanel } from './ParticipantsPanel.tsx';

export type ChatLayoutProps = {
  messages: readonly ChatMessage[];
  participants: readonly Participant[];
  currentUser: string;
  participantsOpen: boolean;
  sending: boolean;
  connected: boolean;
  onToggleParticipants: () => void;
  onSend: (text: string) => void;
  onOffline?: () => void;
};

/** The whole chat screen. It fills its parent's height, so the parent must have one. */
export function ChatLayout({
  messages,
  participants,
  currentUser,
  participantsOpen,
  sending,
  connected,
  onToggleParticipants,
  onSend,
  onOffline,
}: ChatLayoutProps) {
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        height: '100%',
        minHeight: 320,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {/* On a phone the open panel floats over the messages instead of squeezing them. */}
      <Box
        sx={{
          flexShrink: 0,
          zIndex: 1,
          ...(participantsOpen && {
            position: { xs: 'absolute', sm: 'static' },
            top: 0,
            bottom: 0,
            left: 0,
            boxShadow: { xs: 4, sm: 0 },
          }),
        }}
      >
        <ParticipantsPanel participants={participants} open={participantsOpen} onToggle={onToggleParticipants} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ChatMessageList messages={messages} currentUser={currentUser} />
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: { xs: 1, sm: 1.5 } }}>
          <ChatInput sending={sending} connected={connected} onSend={onSend} onOffline={onOffline} />
        </Box>
      </Box>
    </Box>
  );
}
