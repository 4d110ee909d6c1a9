import { useContext, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { product } from '../../shared/product.ts';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import { ChatBadge } from './ChatBadge.tsx';
import { ChatMessagePhotos } from './ChatMessagePhotos.tsx';
import { ChatMessageActions } from './ChatMessageActions.tsx';
import { ChatQuote } from './ChatQuote.tsx';
import { MentionText } from './MentionText.tsx';
import { ChatMessageReactions } from './chatMessageReactions.ts';
import { formatDayTime, formatTime } from './formatDate.ts';
import { chatTexts } from '../texts/chatTexts.ts';

export type ChatMessageItemProps = {
  message: ChatMessage;
  /** True when the current user sent it: the badge is white and the message sits on the right. */
  own?: boolean;
  /** The last of a run of messages from one sender (issue 25): the time shows under it. */
  showTime?: boolean;
  /** Admins only: asks to remove the message (the screen confirms first). */
  onDelete?: (message: ChatMessage) => void;
  /** Issue 25: the reader's own message offers to be removed (from the message's menu, as an admin's deletion). */
  onDeleteOwn?: (message: ChatMessage) => void;
  /** Issue 25: answer this message. */
  onReply?: (message: ChatMessage) => void;
  /** Issue 25: the message this one answers (`replyTo`), when the list still holds it; a reply
   * whose answered message is gone quotes "Message supprimé". */
  answered?: ChatMessage;
  /** Issue 25: a tap on the quote goes to the message answered. */
  onQuoteClick?: (ts: string) => void;
  /** Issue 25: shown briefly after a tap on a quote led here. */
  highlighted?: boolean;
  /** Issue 25: the reader's pseudo, whose mentions stand out. */
  reader?: string;
};

/**
 * One chat message (spec §2: badge, content, date). Issue 25: own messages on the right, others
 * on the left; the time alone under the last of a run, the spec's full date on hover (title), on
 * a tap, and in the item's accessible name. The bubble keeps a column for what comes with a
 * message later (a quote above, photos, a reaction bar).
 */
export function ChatMessageItem({ message, own = false, showTime = true, onDelete, onDeleteOwn, onReply, answered, onQuoteClick, highlighted = false, reader }: ChatMessageItemProps) {
  const [fullDateShown, setFullDateShown] = useState(false);
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
  const fullDate = hasDate ? formatDayTime(ms) : undefined;
  const timeShown = hasDate && (showTime || fullDateShown);

  return (
    <Box
      component="li"
      aria-label={fullDate ? chatTexts.messageLabel(message.sender, fullDate) : chatTexts.badge(message.sender)}
      data-message-ts={message.ts}
      sx={{ listStyle: 'none', display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', pt: 0.5, pb: showTime ? 1 : 0.25, minWidth: 0 }}
    >
      <Box
        data-message-bubble
        title={fullDate}
        onClick={(event) => {
          // A button (delete, a reaction) or the reaction picker, which React bubbles here from
          // its portal, does its own thing: only a tap on the message shows its full date.
          const target = event.target as Element;
          if (!event.currentTarget.contains(target) || target.closest('button')) return;
          setFullDateShown((shown) => !shown);
        }}
        sx={(theme) => ({
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 0.5,
          minWidth: 0,
          maxWidth: { xs: '88%', sm: '75%' },
          px: 1.25,
          py: 0.75,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: own ? alpha(theme.palette.primary.main, 0.1) : 'background.default',
          transition: 'box-shadow 0.3s',
          ...(highlighted && { boxShadow: `0 0 0 3px ${theme.palette.warning.main}` }),
        })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
          <ChatBadge sender={message.sender} color={message.color} own={own} />
          <ChatMessageActions
            sender={message.sender}
            onReply={onReply && hasDate ? () => onReply(message) : undefined}
            onDelete={onDelete ? () => onDelete(message) : onDeleteOwn && (() => onDeleteOwn(message))}
          />
        </Box>
        {message.replyTo !== undefined && (
          <ChatQuote sender={answered?.sender} text={answered?.message} onClick={onQuoteClick && (() => onQuoteClick(message.replyTo!))} />
        )}
        {message.images && <ChatMessagePhotos images={message.images} sender={message.sender} />}
        {/* Issue 25: a message may be photos alone, with an empty text. */}
        {message.message !== '' && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '100%' }}>
            <MentionText text={message.message} mentions={message.mentions} reader={reader} />
          </Typography>
        )}
        {timeShown && (
          <Typography
            component="time"
            dateTime={new Date(ms).toISOString()}
            variant="caption"
            sx={{ color: 'text.secondary', alignSelf: own ? 'flex-end' : 'flex-start' }}
          >
            {fullDateShown ? fullDate : formatTime(ms)}
          </Typography>
        )}
        {hasDate && reactions?.(message)}
      </Box>
    </Box>
  );
}
