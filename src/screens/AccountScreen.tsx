import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Box } from '@mui/material';
import { AccountPanel } from '../components/AccountPanel.tsx';
import { NotificationSettings } from '../components/NotificationSettings.tsx';
import { SessionList } from '../components/SessionList.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { sessionsOf } from '../stores/SessionsStore.ts';
import { useSignOut } from '../app/useSignOut.tsx';

export const AccountScreen = observer(function AccountScreen() {
  const root = useStores();
  const { accounts, push } = root;
  const sessions = sessionsOf(root);
  const { requestSignOut, signOutDialog } = useSignOut(root);

  // Coming back to the screen later shows the form, not the last visit's outcome.
  useEffect(() => {
    accounts.clearPasswordState();
    accounts.setAccountError(undefined);
  }, [accounts]);

  useEffect(() => {
    void push.load();
  }, [push]);

  // A password change ends the other devices' sessions: the list is read again after it.
  const { passwordChanged } = accounts;
  useEffect(() => {
    void sessions.load();
  }, [sessions, passwordChanged]);

  if (!accounts.userInfo) return null;

  // Both sign-outs end with no user: the shell then leads to the login page.
  return (
    <>
      <AccountPanel
        pseudo={accounts.pseudo ?? ''}
        busy={accounts.passwordBusy}
        error={accounts.passwordError}
        changed={accounts.passwordChanged}
        accountError={accounts.accountError}
        sessionList={<SessionList sessions={sessions.sessions} loading={sessions.status === 'loading'} error={sessions.error} endingId={sessions.endingId} onEnd={(id) => void sessions.end(id)} />}
        onChangePassword={(oldPassword, newPassword) => void accounts.changePassword(oldPassword, newPassword)}
        onSignOutEverywhere={() => void root.signOutEverywhere()}
        onSignOut={requestSignOut}
      />
      <Box sx={{ width: '100%', maxWidth: 560, mx: 'auto', mt: 2.5 }}>
        <NotificationSettings
          device={push.deviceState}
          settings={push.settings}
          isAdmin={accounts.isAdmin}
          saving={push.status === 'saving'}
          error={push.error}
          onDeviceChange={(on) => void push.setDeviceOn(on)}
          onSettingsChange={(change) => void push.changeSettings(change)}
        />
      </Box>
      {signOutDialog}
    </>
  );
});
