import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Typography } from '@mui/material';
import { ChatAlert } from '../components/ChatAlert.tsx';
import { ChatLayout } from '../components/ChatLayout.tsx';
import { useHeightToViewportBottom } from '../components/useHeightToViewportBottom.ts';
import { useParticipantsAsDrawer } from '../components/useParticipantsAsDrawer.ts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../app/StoresContext.tsx';
import { product } from '../../shared/product.ts';
import { SharedWaitingNote } from '../components/SharedWaitingNote.tsx';
import { chatTexts } from '../texts/chatTexts.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { visuallyHidden } from '../components/visuallyHidden.ts';
import type { ChatMessage } from '../../shared/chatTypes.ts';
import { ChatMessageReactions } from '../components/chatMessageReactions.ts';
import { ItemReactions } from './ItemReactions.tsx';
import { chatPhotosOf } from '../stores/ChatPhotosStore.ts';
import { chatModerationOf } from '../stores/ChatModerationStore.ts';

/** Issue 25: a message's reactions, by its ts; a long press on the message opens the six. */
const messageReactions = (message: ChatMessage) => <ItemReactions kind="message" id={message.ts} item={message} longPressOn="li" quiet />;

export const ChatScreen = observer(function ChatScreen() {
  const stores = useStores();
  const { chat, accounts, live } = stores;
  const chatModeration = chatModerationOf(stores);
  const chatPhotos = chatPhotosOf(stores);
  const [deleting, setDeleting] = useState<ChatMessage | undefined>(undefined);
  const [replyingTo, setReplyingTo] = useState<ChatMessage | undefined>(undefined);
  const currentUser = accounts.pseudo ?? '';
  const deletingOwn = deleting?.sender === currentUser;
  const confirmDelete = () => {
    // Issue 25: one's own message through the relatives' call; an admin's call for anyone else's.
    if (deleting) void (deletingOwn ? chatModeration.deleteOwnMessage(deleting.ts) : chatModeration.deleteMessage(deleting.ts));
    setDeleting(undefined);
  };
  const asDrawer = useParticipantsAsDrawer();
  // Until the user chooses, the panel is open beside the messages and closed on a phone.
  const [participantsChoice, setParticipantsChoice] = useState<boolean>();
  const participantsOpen = participantsChoice ?? !asDrawer;
  // The text box must stay on screen, above the keyboard, whatever the shell puts above the chat.
  const { ref, height } = useHeightToViewportBottom<HTMLDivElement>();
  const navigate = useNavigate();
  // Issue 41: a search result opens the chat at its message (`?message=<ts>`).
  const focusTs = useSearchParams()[0].get('message') ?? undefined;
  // Issue 38: a share past five photos gave the composer five; once they are sent, the rest waits
  // on the share sheet, and the chat leads back to it (a message each time: the relative sees and
  // may caption each one, rather than the chat sending photos she did not look at).
  const sharedItems = stores.sharedFiles?.items ?? [];
  const inComposer = (file: File) => chatPhotos.photos.some((photo) => photo.file === file);
  const sharedLeft = sharedItems.some((item) => inComposer(item.file)) ? [] : sharedItems;

  // Spec §4: the socket connects when the chat screen opens and closes when it is left.
  useEffect(() => {
    chat.open();
    live.setChatOpen(true);
    return () => {
      chat.close();
      live.setChatOpen(false);
    };
  }, [chat, live]);

  return (
    <Box ref={ref} sx={{ display: 'flex', flexDirection: 'column', gap: 1, height }}>
      {/* The visible layout speaks for itself; the heading names the screen for screen readers
          and takes the focus after a navigation. */}
      <Typography variant="h1" tabIndex={-1} sx={visuallyHidden}>
        {chatTexts.title}
      </Typography>
      {chat.error && <Alert severity="warning">{chat.error}</Alert>}
      <SharedWaitingNote
        photos={sharedLeft.filter((item) => item.kind === 'photo').length}
        videos={sharedLeft.filter((item) => item.kind === 'video').length}
        onContinue={() => void navigate(product.routes.share)}
      />
      {chatModeration.moderationError && (
        <Alert severity="error" onClose={() => chatModeration.dismissModerationError()} closeText={chatTexts.close}>
          {chatModeration.moderationError}
        </Alert>
      )}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChatMessageReactions value={messageReactions}>
          <ChatLayout
            // Copies, so this observer tracks the arrays' contents and not just their identity.
            messages={chat.messages.slice()}
            participants={chat.participants.slice()}
            currentUser={currentUser}
            participantsOpen={participantsOpen}
            sending={chat.sending}
            connected={chat.connected}
            onToggleParticipants={() => setParticipantsChoice(!participantsOpen)}
            onSend={(text, mentions) => {
              const sent = chatPhotos.send(text, { replyTo: replyingTo?.ts, mentions });
              // A failed upload keeps the answer being written, quote included.
              if (sent === true) setReplyingTo(undefined);
              else void sent.then((ok) => ok && setReplyingTo(undefined));
              return sent;
            }}
            photos={{
              photos: chatPhotos.photos.map(({ key, preview }) => ({ key, src: preview })),
              uploading: chatPhotos.uploading,
              progress: chatPhotos.progress,
              error: chatPhotos.error,
              notice: chatPhotos.notice,
              onPick: (files) => chatPhotos.pick(files),
              onRemove: (key) => chatPhotos.remove(key),
              onDismissNotice: () => chatPhotos.dismissNotice(),
            }}
            outbox={chat.outbox.map(({ images, ...entry }) => ({ ...entry, photoCount: images?.length }))}
            outboxNote={chat.unreachable}
            onRetry={(clientId) => chat.retry(clientId)}
            onDiscard={(clientId) => chat.discard(clientId)}
            // The server checks the role too; the control is only offered to admins.
            onDeleteMessage={accounts.isAdmin ? (message) => setDeleting(message) : undefined}
            onDeleteOwnMessage={(message) => setDeleting(message)}
            onReplyMessage={(message) => setReplyingTo(message)}
            replyingTo={replyingTo}
            onCancelReply={() => setReplyingTo(undefined)}
            mentionable={chat.mentionable}
            focusTs={focusTs}
          />
        </ChatMessageReactions>
      </Box>
      <ChatAlert message={chat.alert} onClose={() => chat.dismissAlert()} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={deletingOwn ? chatTexts.confirmDeleteOwn : chatTexts.confirmDelete(deleting?.sender ?? '')}
        message={chatTexts.confirmDeleteMessage}
        confirmLabel={chatTexts.confirmDeleteLabel}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      />
    </Box>
  );
});
