import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';
import { useStores } from '../app/StoresContext.tsx';

export const ForgotPasswordScreen = observer(function ForgotPasswordScreen() {
  const { accounts } = useStores();
  const navigate = useNavigate();

  useEffect(() => {
    accounts.clearPasswordState();
  }, [accounts]);

  // On success the login page says the password changed (accounts.passwordReset).
  const handleSubmit = async (values: { email: string; code: string; password: string }) => {
    if (await accounts.resetPassword(values)) void navigate('/');
  };

  return <ForgotPasswordForm loading={accounts.passwordBusy} error={accounts.passwordError} onSubmit={(values) => void handleSubmit(values)} />;
});
