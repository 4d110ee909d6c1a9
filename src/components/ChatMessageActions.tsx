import { useId, useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ReplyIcon from '@mui/icons-material/Reply';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { chatTexts } from '../texts/chatTexts.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type ChatMessageActionsProps = {
  sender: string;
  /** Issue 25: answer this message. */
  onReply?: () => void;
  /** Remove it: any message for an admin, one's own for everyone (the screen confirms first). */
  onDelete?: () => void;
};

/** With a mouse on a wide screen, no room taken until the bubble is hovered, the button has the
 * focus or its menu is open (the menu's backdrop takes the hover away, and the menu stays anchored
 * to it). On a phone-wide screen they always show, as on a touch screen. */
const quiet = {
  '@media (hover: hover) and (pointer: fine) and (min-width: 600px)': { '[data-message-bubble]:not(:hover) &:not(:focus-visible):not([aria-expanded="true"])': visuallyHidden },
} as const;

/** The small buttons beside a message's badge: "Répondre", and a menu holding the deletion.
 * Issue 38: a bare delete button beside "Répondre" on every message was one slip of a thumb from
 * the confirmation, and made an admin's chat a column of trash cans; the menu keeps it one tap
 * further, on every device alike. With a mouse on a wide screen both take no room until the bubble
 * (`data-message-bubble`) is hovered or a button has the focus; on touch they always show. */
export function ChatMessageActions({ sender, onReply, onDelete }: ChatMessageActionsProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
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
        <>
          <IconButton
            size="small"
            aria-label={chatTexts.messageActions(sender)}
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? 'true' : 'false'}
            aria-controls={menuAnchor ? menuId : undefined}
            onClick={(event) => {
              event.stopPropagation();
              setMenuAnchor(event.currentTarget);
            }}
            sx={{ color: 'text.secondary', ...quiet }}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={menuAnchor !== null}
            onClose={() => setMenuAnchor(null)}
          >
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                onDelete();
              }}
              // MUI's menu items shrink to 36 px from `sm` up: a target stays 44 px on every screen.
              sx={{ minHeight: { xs: 44, sm: 44 } }}
            >
              <ListItemIcon sx={{ color: 'error.main' }}>
                <DeleteOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{chatTexts.deleteMessageItem}</ListItemText>
            </MenuItem>
          </Menu>
        </>
      )}
    </Box>
  );
}
