import { useContext } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton, Typography } from '@mui/material';
import { product } from '../../shared/product.ts';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import { ChatBadge } from './ChatBadge.tsx';
import { ChatMessageReactions } from './chatMessageReactions.ts';
import { formatDayTime } from './formatDate.ts';
import { chatTexts } from '../texts/chatTexts.ts';

export type ChatMessageItemProps = {
  message: ChatMessage;
  /** True when the current user sent it: the badge is white. */
  own?: boolean;
  /** Admins only: asks to remove the message (the screen confirms first). */
  onDelete?: (message: ChatMessage) => void;
};

export function ChatMessageItem({ message, own = false, onDelete }: ChatMessageItemProps) {
  const reactions = useContext(ChatMessageReactions);
  if (message.sender === product.systemSender) {
    return (
      <Box component="li" sx={{ listStyle: 'none', py: 0.5, textAlign: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
      </Box>
    );
  }

  const ms = Number(message.ts);
  const hasDate = message.ts !== '' && Number.isFinite(ms);

  return (
    <Box component="li" sx={{ listStyle: 'none', py: 0.75, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
        <ChatBadge sender={message.sender} color={message.color} own={own} />
        {onDelete && (
          <IconButton size="small" aria-label={chatTexts.deleteMessage(message.sender)} onClick={() => onDelete(message)} sx={{ color: 'text.secondary' }}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '100%' }}>{message.message}</Typography>
      {hasDate && (
        <Typography component="time" dateTime={new Date(ms).toISOString()} variant="caption" sx={{ color: 'text.secondary' }}>
          {formatDayTime(ms)}
        </Typography>
      )}
      {hasDate && reactions?.(message)}
    </Box>
  );
}
