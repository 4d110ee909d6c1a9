import { useId, useState } from 'react';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { Box, Button, Drawer } from '@mui/material';
import type { ChatMention, ChatMessage, OutboxEntry, Participant } from '../../shared/chatTypes.ts';
import { chatTexts } from '../texts/chatTexts.ts';
import { ChatInput, type ChatInputProps } from './ChatInput.tsx';
import { ChatOutbox } from './ChatOutbox.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import { ParticipantsPanel } from './ParticipantsPanel.tsx';
import { useParticipantsAsDrawer, useParticipantsButton } from './useParticipantsAsDrawer.ts';

export type ChatLayoutProps = {
  messages: readonly ChatMessage[];
  participants: readonly Participant[];
  currentUser: string;
  participantsOpen: boolean;
  sending: boolean;
  connected: boolean;
  onToggleParticipants: () => void;
  onSend: ChatInputProps['onSend'];
  /** Issue 25: the photos joined to the next message; without it, no "Joindre une photo". */
  photos?: ChatInputProps['photos'];
  /** Own messages not confirmed yet (issue 24), shown under the list. */
  outbox: readonly OutboxEntry[];
  /** Issue 38: why the outbox waits, said quietly above it. */
  outboxNote?: string;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Admins only: each message offers to be removed. */
  onDeleteMessage?: (message: ChatMessage) => void;
  /** Issue 25: the reader's own messages offer to be removed. */
  onDeleteOwnMessage?: (message: ChatMessage) => void;
  /** Issue 25: each message offers to be answered; the answer's quote shows above the box. */
  onReplyMessage?: (message: ChatMessage) => void;
  replyingTo?: ChatMessage;
  onCancelReply?: () => void;
  /** Issue 25: who `@` offers in the box. */
  mentionable?: readonly ChatMention[];
  /** Issue 41: the ts of the message a search result opened, shown among its neighbours. */
  focusTs?: string;
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
  outbox,
  outboxNote,
  onRetry,
  onDiscard,
  onDeleteMessage,
  photos,
  onDeleteOwnMessage,
  onReplyMessage,
  replyingTo,
  onCancelReply,
  focusTs,
  mentionable,
}: ChatLayoutProps) {
  const asDrawer = useParticipantsAsDrawer();
  const asButton = useParticipantsButton();
  // State, not a ref: the drawer mounts into this box, which exists only after the first commit.
  const [layout, setLayout] = useState<HTMLDivElement | null>(null);
  const drawerId = useId();

  return (
    <Box
      ref={setLayout}
      sx={{
        position: 'relative',
        // The drawer's z-index stays inside the chat: it never covers the shell's bars or menu.
        isolation: 'isolate',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 240,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {asButton && (
        <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', px: 1, py: 0.25 }}>
          <Button
            startIcon={<PeopleAltOutlinedIcon />}
            aria-haspopup="dialog"
            aria-expanded={participantsOpen}
            aria-controls={drawerId}
            onClick={onToggleParticipants}
            sx={{ fontWeight: 700 }}
          >
            {chatTexts.participants.online(participants.length)}
          </Button>
        </Box>
      )}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {!asButton && (
          <ParticipantsPanel
            participants={participants}
            open={participantsOpen && !asDrawer}
            onToggle={onToggleParticipants}
            controls={asDrawer ? drawerId : undefined}
          />
        )}
        <ChatMessageList
          messages={messages}
          currentUser={currentUser}
          onDeleteMessage={onDeleteMessage}
          onDeleteOwnMessage={onDeleteOwnMessage}
          onReplyMessage={onReplyMessage}
          focusTs={focusTs}
        />
      </Box>
      <ChatOutbox entries={outbox} note={outboxNote} onRetry={onRetry} onDiscard={onDiscard} />
      <Box
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          px: { xs: 1, sm: 1.5 },
          pt: { xs: 1, sm: 1.5 },
          pb: { xs: 1, sm: 1.5 },
        }}
      >
        <ChatInput
          sending={sending}
          connected={connected}
          onSend={onSend}
          photos={photos}
          replyingTo={replyingTo}
          onCancelReply={onCancelReply}
          mentionable={mentionable}
        />
      </Box>
      {asDrawer && layout && (
        // A modal drawer inside the chat only (the app bar stays reachable above it): a tap on the
        // shade, Escape or '<<' closes it, and focus returns to what opened it ('>>', or on a
        // phone the header's 'N en ligne').
        <Drawer
          open={participantsOpen}
          onClose={onToggleParticipants}
          container={layout}
          keepMounted
          disableScrollLock
          sx={{ position: 'absolute' }}
          slotProps={{
            backdrop: { sx: { position: 'absolute' } },
            paper: { id: drawerId, role: 'dialog', 'aria-modal': true, 'aria-label': chatTexts.participants.label, sx: { position: 'absolute', maxWidth: '85%' } },
          }}
        >
          <ParticipantsPanel participants={participants} open onToggle={onToggleParticipants} />
        </Drawer>
      )}
    </Box>
  );
}
