import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Typography } from '@mui/material';
import { chatTexts } from '../texts/chatTexts.ts';
import { ChatQuote } from './ChatQuote.tsx';

export type ChatReplyPreviewProps = {
  sender: string;
  text: string;
  onCancel: () => void;
};

/** Issue 25: above the text box while answering a message, with a way to answer nobody after all. */
export function ChatReplyPreview({ sender, text, onCancel }: ChatReplyPreviewProps) {
  return (
    <Box role="group" aria-label={chatTexts.reply.replyingTo(sender)} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" sx={{ display: 'block', color: 'primary.main', fontWeight: 700 }}>
          {chatTexts.reply.replyingTo(sender)}
        </Typography>
        <ChatQuote sender={sender} text={text} />
      </Box>
      <IconButton aria-label={chatTexts.reply.cancel} onClick={onCancel} onMouseDown={(event) => event.preventDefault()} sx={{ width: 44, height: 44 }}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
