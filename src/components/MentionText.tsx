import { Box } from '@mui/material';
import type { ChatMention } from '../../shared/chatTypes.ts';

export type MentionTextProps = {
  text: string;
  mentions?: readonly ChatMention[];
  /** The reader's pseudo: a mention of them stands out more. */
  reader?: string;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Issue 25: a message's text with each `@pseudo` of its mentions highlighted, strongly for the
 * reader's own (the server writes each with the account's current pseudo). */
export function MentionText({ text, mentions, reader }: MentionTextProps) {
  if (!mentions || mentions.length === 0) return <>{text}</>;
  const pseudos = [...mentions].map((mention) => mention.pseudo).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(@(?:${pseudos.map(escape).join('|')}))(?![\\p{L}\\p{N}])`, 'giu');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const mine = reader !== undefined && part.slice(1).toLocaleLowerCase() === reader.toLocaleLowerCase();
        return (
          <Box
            component="mark"
            key={index}
            data-mention={mine ? 'mine' : 'other'}
            sx={{
              color: mine ? 'primary.contrastText' : 'primary.dark',
              bgcolor: mine ? 'primary.main' : 'transparent',
              fontWeight: 700,
              borderRadius: 0.5,
              px: mine ? 0.25 : 0,
            }}
          >
            {part}
          </Box>
        );
      })}
    </>
  );
}
