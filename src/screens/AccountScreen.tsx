import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { AccountPanel } from '../components/AccountPanel.tsx';
import { useStores } from '../app/StoresContext.tsx';

export const AccountScreen = observer(function AccountScreen() {
  const root = useStores();
  const { auth } = root;

  // Coming back to the screen later shows the form, not the last visit's outcome.
  useEffect(() => {
    auth.clearPasswordState();
    auth.setAccountError(undefined);
  }, [auth]);

  if (!auth.userInfo) return null;

  // Both sign-outs end with no user: the shell then leads to the login page.
  return (
    <AccountPanel
      firstName={auth.userInfo.firstName}
      busy={auth.passwordBusy}
      error={auth.passwordError}
      changed={auth.passwordChanged}
      accountError={auth.accountError}
      onChangePassword={(oldPassword, newPassword) => void auth.changePassword(oldPassword, newPassword)}
      onSignOutEverywhere={() => void root.signOutEverywhere()}
      onSignOut={() => void root.signOut()}
    />
  );
});
