import { useState, type KeyboardEvent } from 'react';
import { Box, CircularProgress, TextField, Typography } from '@mui/material';
import { chatTexts } from '../texts/chatTexts.ts';

export type ChatInputProps = {
  /** A send is in flight: the box is replaced by 'Envoi du message' (spec §2). */
  sending: boolean;
  /** Without a live connection nothing is sent; the draft is kept for later. */
  connected: boolean;
  /** Called with the trimmed text, never with an empty or whitespace-only one (spec §5). */
  onSend: (text: string) => void;
  /** Enter pressed while the connection is down: the screen alerts (spec §8); the draft is kept. */
  onOffline?: () => void;
};

const texts = chatTexts.input;

export function ChatInput({ sending, connected, onSend, onOffline }: ChatInputProps) {
  const [text, setText] = useState('');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Shift+Enter keeps the default new line; Enter while composing (IME) confirms the composition.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const message = text.trim();
    if (message === '') return;
    if (!connected) {
      onOffline?.();
      return;
    }
    onSend(message);
    setText('');
  };

  if (sending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 56, px: 2 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>{texts.sending}</Typography>
      </Box>
    );
  }

  return (
    <TextField
      multiline
      fullWidth
      autoFocus
      minRows={1}
      maxRows={6}
      placeholder={texts.placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={handleKeyDown}
      helperText={connected ? texts.hint : chatTexts.connecting}
      slotProps={{
        htmlInput: { 'aria-label': texts.label },
        formHelperText: connected ? undefined : { role: 'status', sx: { color: 'warning.dark', fontWeight: 600 } },
      }}
    />
  );
}
