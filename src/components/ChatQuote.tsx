import { Box, ButtonBase, Typography } from '@mui/material';
import { chatTexts } from '../texts/chatTexts.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export type ChatQuoteProps = {
  /** Who wrote the message answered; absent when it is gone (deleted): "Message supprimé". */
  sender?: string;
  /** Its text; only the first line shows. */
  text?: string;
  /** A tap on the quote goes to the message answered (not offered once it is gone). */
  onClick?: () => void;
};

/** The first line of a message, or "Photo" for photos alone. */
export function firstLine(text: string): string {
  return text.split('\n', 1)[0]!.trim() || chatTexts.reply.photo;
}

/** Issue 25: the message answered, quoted above a reply (and in the composer while replying). */
export function ChatQuote({ sender, text = '', onClick }: ChatQuoteProps) {
  const content =
    sender === undefined ? (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {chatTexts.reply.deleted}
      </Typography>
    ) : (
      <>
        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {sender}
        </Typography>
        <Typography variant="body2" component="span" noWrap sx={{ display: 'block', color: 'text.secondary', maxWidth: '100%' }}>
          {firstLine(text)}
        </Typography>
      </>
    );
  const sx = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    textAlign: 'left',
    minWidth: 0,
    maxWidth: '100%',
    borderLeft: 3,
    borderColor: 'primary.main',
    borderRadius: 1,
    bgcolor: 'action.hover',
    px: 1,
    py: 0.25,
  } as const;
  if (onClick === undefined || sender === undefined) return <Box sx={sx}>{content}</Box>;
  return (
    <ButtonBase onClick={onClick} sx={{ ...sx, alignSelf: 'stretch' }}>
      <Box component="span" sx={visuallyHidden}>
        {chatTexts.reply.goTo}
      </Box>
      {content}
    </ButtonBase>
  );
}
