import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box } from '@mui/material';
import { ChatAlert } from '../components/ChatAlert.tsx';
import { ChatLayout } from '../components/ChatLayout.tsx';
import { useStores } from '../app/StoresContext.tsx';

export const ChatScreen = observer(function ChatScreen() {
  const { chat, auth } = useStores();
  const [participantsOpen, setParticipantsOpen] = useState(true);

  // Spec §4: the socket connects when the chat screen opens and closes when it is left.
  useEffect(() => {
    chat.open();
    return () => chat.close();
  }, [chat]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // The menu bar and the page padding take the rest of the window.
        height: { xs: 'calc(100dvh - 150px)', sm: 'calc(100dvh - 130px)' },
        minHeight: 360,
      }}
    >
      {chat.error && <Alert severity="warning">{chat.error}</Alert>}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChatLayout
          // Copies, so this observer tracks the arrays' contents and not just their identity.
          messages={chat.messages.slice()}
          participants={chat.participants.slice()}
          currentUser={auth.userInfo?.firstName ?? ''}
          participantsOpen={participantsOpen}
          sending={chat.sending}
          connected={chat.connected}
          onToggleParticipants={() => setParticipantsOpen((open) => !open)}
          onSend={(text) => void chat.send(text)}
          onOffline={() => chat.reportOffline()}
        />
      </Box>
      <ChatAlert message={chat.alert} onClose={() => chat.dismissAlert()} />
    </Box>
  );
});
