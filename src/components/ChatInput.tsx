import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import type { ChatMention, ChatMessage } from '../../shared/chatTypes.ts';
import { chatTexts } from '../texts/chatTexts.ts';
import { ChatPhotoButton } from './ChatPhotoButton.tsx';
import { ChatPhotoStrip, type ChatPhotoStripProps } from './ChatPhotoStrip.tsx';

/** Issue 25: the photos joined to the next message, and "Joindre une photo". */
export type ChatInputPhotos = ChatPhotoStripProps & { onPick: (files: File[]) => void };
import { ChatReplyPreview } from './ChatReplyPreview.tsx';
import { MentionSuggestions, mentionOptionId } from './MentionSuggestions.tsx';
import { useMentionPicker } from './useMentionPicker.ts';

export type ChatInputProps = {
  /** A send is in flight: the box is replaced by 'Envoi du message' (spec §2). */
  sending: boolean;
  /** Shown under the box; offline, a message still leaves the box for the outbox (issue 24). */
  connected: boolean;
  /** Called with the trimmed text, never with an empty or whitespace-only one (spec §5), unless
   * photos go with it; with the accounts picked after `@` that the text still names, when there
   * are some (issue 25). A promise (photos being uploaded) clears the box only if it resolves true. */
  onSend: (text: string, mentions?: ChatMention[]) => void | boolean | Promise<boolean>;
  /** Without it, no "Joindre une photo" (the spec's chat). */
  photos?: ChatInputPhotos;
  /** Issue 25: the message being answered, shown above the box. */
  replyingTo?: ChatMessage;
  onCancelReply?: () => void;
  /** Issue 25: who `@` offers. */
  mentionable?: readonly ChatMention[];
};

const texts = chatTexts.input;

export function ChatInput({ sending, connected, onSend, photos, replyingTo, onCancelReply, mentionable = [] }: ChatInputProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const listId = useId();
  const mentions = useMentionPicker(mentionable, text, setText, inputRef);

  // Issue 25: "Répondre" leads to the box, to write the answer.
  useEffect(() => {
    if (replyingTo) inputRef.current?.focus();
  }, [replyingTo]);

  // Enter and the Envoyer button follow the same rules.
  const hasPhotos = (photos?.photos.length ?? 0) > 0;
  const uploading = photos?.uploading ?? false;
  const send = () => {
    if (sending || uploading) return;
    const message = text.trim();
    if (message === '' && !hasPhotos) return;
    const named = mentions.takeMentions(message);
    const sent = named.length > 0 ? onSend(message, named) : onSend(message);
    mentions.close();
    if (sent instanceof Promise) {
      // A failed upload keeps the text with the photos; what was typed meanwhile stays too.
      void sent.then((ok) => ok && setText((current) => (current === text ? '' : current)));
    } else if (sent !== false) {
      setText('');
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (mentions.handleKeyDown(event)) return;
    // Shift+Enter keeps the default new line; Enter while composing (IME) confirms the composition.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const handleSendClick = () => {
    send();
    // Back in the box (after a keyboard press on the button), so the next message can follow.
    inputRef.current?.focus();
  };

  return (
    <Box>
      {replyingTo && onCancelReply && <ChatReplyPreview sender={replyingTo.sender} text={replyingTo.message} onCancel={onCancelReply} />}
      {photos && <ChatPhotoStrip {...photos} />}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        {photos && <ChatPhotoButton disabled={sending || uploading} onPick={photos.onPick} />}
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          {mentions.open && <MentionSuggestions id={listId} options={mentions.matches} activeIndex={mentions.activeIndex} onPick={mentions.pick} />}
          {/* While sending, the box stays mounted and focused under the status, so a phone keeps
              its keyboard up; it is only hidden from sight and ignores typing until the send ends. */}
          <TextField
            multiline
            fullWidth
            autoFocus
            minRows={1}
            maxRows={5}
            placeholder={texts.placeholder}
            value={text}
            onChange={(event) => {
              if (sending) return;
              setText(event.target.value);
              mentions.follow(event.target.value, (event.target as HTMLTextAreaElement).selectionStart);
            }}
            onKeyDown={handleKeyDown}
            inputRef={inputRef}
            sx={sending ? { opacity: 0 } : undefined}
            slotProps={{
              htmlInput: {
                'aria-label': texts.label,
                'aria-describedby': hintId,
                enterKeyHint: 'send',
                ...(mentions.open && {
                  'aria-autocomplete': 'list',
                  'aria-controls': listId,
                  'aria-activedescendant': mentionOptionId(listId, mentions.activeIndex),
                }),
              },
            }}
          />
          {sending && (
            <Box
              role="status"
              sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', gap: 1.5, px: 2, bgcolor: 'background.paper' }}
            >
              <CircularProgress size={18} aria-hidden />
              <Typography sx={{ color: 'text.secondary' }}>{texts.sending}</Typography>
            </Box>
          )}
        </Box>
        <Button
          variant="contained"
          disabled={sending || uploading}
          endIcon={<SendIcon aria-hidden />}
          onClick={handleSendClick}
          // A tap would move focus to the button and fold the phone keyboard away.
          onMouseDown={(event) => event.preventDefault()}
          sx={{ flexShrink: 0, minHeight: 56, px: { xs: 1.5, sm: 2 } }}
        >
          {texts.send}
        </Button>
      </Box>
      {connected ? (
        <Typography
          id={hintId}
          variant="caption"
          sx={{
            display: 'block',
            mt: 0.5,
            color: 'text.secondary',
            // Phone keyboards have no Maj key: the Envoyer button says enough there.
            '@media (hover: none) and (pointer: coarse)': { display: 'none' },
          }}
        >
          {texts.hint}
        </Typography>
      ) : (
        <Typography id={hintId} role="status" variant="caption" sx={{ display: 'block', mt: 0.5, color: 'warning.dark', fontWeight: 600 }}>
          {chatTexts.connecting}
        </Typography>
      )}
    </Box>
  );
}
