import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { AccountPanel } from '../components/AccountPanel.tsx';
import { useStores } from '../app/StoresContext.tsx';

export const AccountScreen = observer(function AccountScreen() {
  const root = useStores();
  const { accounts } = root;

  // Coming back to the screen later shows the form, not the last visit's outcome.
  useEffect(() => {
    accounts.clearPasswordState();
    accounts.setAccountError(undefined);
  }, [accounts]);

  if (!accounts.userInfo) return null;

  // Both sign-outs end with no user: the shell then leads to the login page.
  return (
    <AccountPanel
      firstName={accounts.userInfo.firstName}
      busy={accounts.passwordBusy}
      error={accounts.passwordError}
      changed={accounts.passwordChanged}
      accountError={accounts.accountError}
      onChangePassword={(oldPassword, newPassword) => void accounts.changePassword(oldPassword, newPassword)}
      onSignOutEverywhere={() => void root.signOutEverywhere()}
      onSignOut={() => void root.signOut()}
    />
  );
});
