import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, Typography } from '@mui/material';
import type { OutboxEntry } from '../../shared/chatTypes.ts';
import { chatTexts } from '../texts/chatTexts.ts';

export type ChatOutboxProps = {
  /** In the order they were typed; nothing shows when empty. */
  entries: readonly (OutboxEntry & { photoCount?: number })[];
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** What the list is called for screen readers: the chat's messages by default, or a thread's comments. */
  label?: string;
  /** Why the waiting messages have not gone yet (the spec's « Serveur introuvable… »), said
   * quietly above them: the outbox sends them by itself, so it is no alarm (issue 38). */
  note?: string;
};

const texts = chatTexts.outbox;

/** Own messages the server has not confirmed: set apart under the list, never in it (spec §4).
 * Comments waiting to be sent show the same way, under their thread (issue 24). */
export function ChatOutbox({ entries, onRetry, onDiscard, label = texts.label, note }: ChatOutboxProps) {
  if (entries.length === 0) return null;
  const showNote = note !== undefined && entries.some((entry) => entry.state === 'waiting');
  return (
    <Box sx={{ maxHeight: '40%', overflowY: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover', px: { xs: 1, sm: 1.5 }, py: 0.5 }}>
      {showNote && (
        <Typography variant="body2" role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          <CloudOffIcon fontSize="inherit" aria-hidden />
          {note}
        </Typography>
      )}
      <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.clientId} sx={{ listStyle: 'none', py: 0.5, minWidth: 0 }}>
          {entry.message !== '' && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' }}>{entry.message}</Typography>}
          {/* Issue 25: the photos it carries, uploaded already. */}
          {entry.photoCount !== undefined && entry.photoCount > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {chatTexts.photos.only(entry.photoCount)}
            </Typography>
          )}
          {entry.state === 'waiting' ? (
            <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
              <ScheduleIcon fontSize="inherit" aria-hidden />
              {texts.waiting}
            </Typography>
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
              <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'error.main', overflowWrap: 'anywhere' }}>
                <ErrorOutlineIcon fontSize="inherit" aria-hidden />
                {entry.reason ? texts.refusedWithReason(entry.reason) : texts.refused}
              </Typography>
              <Button size="small" onClick={() => onRetry(entry.clientId)}>
                {texts.retry}
              </Button>
              <Button size="small" color="error" onClick={() => onDiscard(entry.clientId)}>
                {texts.discard}
              </Button>
            </Box>
          )}
        </Box>
      ))}
      </Box>
    </Box>
  );
}
