import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import { chatTexts } from '../texts/chatTexts.ts';
import { ChatMessageItem } from './ChatMessageItem.tsx';

export type ChatMessageListProps = {
  messages: readonly ChatMessage[];
  /** The signed-in user's first name: their messages get the white badge. */
  currentUser: string;
  /** Admins only: each message offers to be removed. */
  onDeleteMessage?: (message: ChatMessage) => void;
};

export function ChatMessageList({ messages, currentUser, onDeleteMessage }: ChatMessageListProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const hasScrolled = useRef(false);

  // The length is a dependency too: a store may push into the same (observable) array.
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof log.scrollTo !== 'function') return;
    // Opening the chat lands on the newest message at once; later changes scroll smoothly (spec §2).
    // Only the log scrolls: scrollIntoView would also move the page, and the text box with it,
    // under a phone's keyboard.
    log.scrollTo({ top: log.scrollHeight, behavior: hasScrolled.current ? 'smooth' : 'auto' });
    hasScrolled.current = true;
  }, [messages, messages.length]);

  // When the log gets shorter (a phone keyboard opening, the box growing a line), whoever was
  // reading the newest message still sees it.
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    let atBottom = true;
    const handleScroll = () => {
      atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 4;
    };
    const observer = new ResizeObserver(() => {
      if (atBottom) log.scrollTop = log.scrollHeight;
    });
    log.addEventListener('scroll', handleScroll, { passive: true });
    observer.observe(log);
    return () => {
      log.removeEventListener('scroll', handleScroll);
      observer.disconnect();
    };
  }, []);

  return (
    <Box
      ref={logRef}
      role="log"
      aria-label={chatTexts.messagesLabel}
      // Keyboard users scroll back through the history too, so the log takes focus.
      tabIndex={0}
      sx={{
        flex: 1,
        minHeight: 0,
        minWidth: 0,
        overflowY: 'auto',
        px: { xs: 1.5, sm: 2 },
        // Inside the box: the chat's frame clips anything drawn outside it.
        '&:focus-visible': { outlineOffset: '-3px' },
      }}
    >
      {messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>{chatTexts.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, px: 0, py: 1 }}>
          {messages.map((message, index) => (
            <ChatMessageItem
              key={`${index}-${message.ts}`}
              message={message}
              own={message.sender === currentUser}
              onDelete={onDeleteMessage}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
