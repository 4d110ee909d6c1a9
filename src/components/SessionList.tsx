import { useState } from 'react';
import { Box, Button, CircularProgress, List, ListItem, Typography } from '@mui/material';
import type { SessionItem } from '../../shared/accountTypes.ts';
import { shellTexts } from '../texts/shellTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatDayTime } from './formatDate.ts';

export type SessionListProps = {
  /** The account's open sessions, the last used first. */
  sessions: SessionItem[];
  loading: boolean;
  /** Why the list could not be read, or a session not ended, in French. */
  error?: string;
  /** The session being ended: its button waits. */
  endingId?: number;
  onEnd: (id: number) => void;
};

const texts = shellTexts.account;

const deviceName = (session: SessionItem) => session.device ?? texts.unknownDevice;

/** « Appareils connectés »: each session with its device and last use; this device is named, the
 * others each have « Déconnecter », asked again before it happens. */
export function SessionList({ sessions, loading, error, endingId, onEnd }: SessionListProps) {
  // The asked session outlives the dialog's closing, so its title does not blank while it fades.
  const [asking, setAsking] = useState<SessionItem | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);

  return (
    <Box>
      {error && (
        <Typography role="alert" sx={{ mb: 1.5, color: 'error.main', overflowWrap: 'anywhere' }}>
          {error}
        </Typography>
      )}
      {loading && sessions.length === 0 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={32} aria-label={texts.sessionsLoading} />
        </Box>
      ) : (
        <List aria-label={texts.sessionsLabel} disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {sessions.map((session, index) => (
            <ListItem
              key={session.id}
              divider={index < sessions.length - 1}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, minHeight: 60 }}
            >
              <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{deviceName(session)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {texts.lastUsed(formatDayTime(session.lastUsed))}
                </Typography>
              </Box>
              {session.current ? (
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.dark', px: 1 }}>
                  {texts.thisDevice}
                </Typography>
              ) : (
                <Button
                  variant="outlined"
                  color="error"
                  disabled={endingId !== undefined}
                  aria-label={texts.endSessionNamed(deviceName(session))}
                  onClick={() => {
                    setAsking(session);
                    setConfirming(true);
                  }}
                  sx={{ minHeight: 44, minWidth: 44 }}
                >
                  {endingId === session.id ? <CircularProgress size={20} aria-label={shellTexts.loading} /> : texts.endSession}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirming}
        title={asking ? texts.endConfirmTitle(deviceName(asking)) : ''}
        message={texts.endConfirmMessage}
        confirmLabel={texts.endSession}
        onConfirm={() => {
          setConfirming(false);
          if (asking) onEnd(asking.id);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
