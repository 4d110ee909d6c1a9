import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import { Box, IconButton } from '@mui/material';
import { chatTexts } from '../texts/chatTexts.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type ChatMessageActionsProps = {
  sender: string;
  /** Issue 25: answer this message. */
  onReply?: () => void;
  /** Remove it: any message for an admin, one's own for everyone (the screen confirms first). */
  onDelete?: () => void;
  /** Issue 25: the delete button of one's own message waits, as "Répondre" does (an admin's shows). */
  quietDelete?: boolean;
};

/** With a mouse, no room taken until the bubble is hovered or the button has the focus. */
const quiet = {
  '@media (hover: hover) and (pointer: fine)': { '[data-message-bubble]:not(:hover) &:not(:focus-visible)': visuallyHidden },
} as const;

/** The small buttons beside a message's badge. With a mouse, "Répondre" (and the deletion of one's
 * own message) takes no room until the bubble (`data-message-bubble`) is hovered or the button has
 * the focus; on touch they always show. */
export function ChatMessageActions({ sender, onReply, onDelete, quietDelete = false }: ChatMessageActionsProps) {
  if (!onReply && !onDelete) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      {onReply && (
        <IconButton
          size="small"
          aria-label={chatTexts.reply.action(sender)}
          onClick={(event) => {
            event.stopPropagation();
            onReply();
          }}
          sx={{ color: 'text.secondary', ...quiet }}
        >
          <ReplyIcon fontSize="small" />
        </IconButton>
      )}
      {onDelete && (
        <IconButton
          size="small"
          aria-label={chatTexts.deleteMessage(sender)}
          onClick={(event) => {
            event.stopPropagation();
            onDelete();
          }}
          sx={{ color: 'text.secondary', ...(quietDelete && quiet) }}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
