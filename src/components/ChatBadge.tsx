import { Chip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { chatTexts } from '../texts/chatTexts.ts';
import { textShadeOn } from './readableColours.ts';

export type ChatBadgeProps = {
  sender: string;
  /** The sender's colour from the server; any CSS colour MUI can parse. */
  color?: string;
  /** The current user's own messages use a white badge (spec §2). */
  own?: boolean;
};

const OWN_COLOR = '#ffffff';

export function ChatBadge({ sender, color, own = false }: ChatBadgeProps) {
  const { palette } = useTheme();
  const background = own ? OWN_COLOR : (color ?? palette.grey[300]);
  const shade = textShadeOn(background);
  // A colour MUI cannot parse (a CSS name, say) still shows, with the usual text colour.
  const text = shade === 'light' ? palette.common.white : shade === 'black' ? palette.common.black : palette.text.primary;

  return (
    <Chip
      size="small"
      label={chatTexts.badge(sender)}
      sx={{
        bgcolor: background,
        color: text,
        fontWeight: 700,
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        // A white badge needs an edge to show on a white page.
        border: 1,
        borderColor: own ? 'divider' : 'transparent',
        '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
      }}
    />
  );
}
