import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm.tsx';
import { useStores } from '../app/StoresContext.tsx';

export const ForgotPasswordScreen = observer(function ForgotPasswordScreen() {
  const { auth } = useStores();
  const navigate = useNavigate();

  useEffect(() => {
    auth.clearPasswordState();
  }, [auth]);

  // On success the login page says the password changed (auth.passwordReset).
  const handleSubmit = async (values: { email: string; code: string; password: string }) => {
    if (await auth.resetPassword(values)) void navigate('/');
  };

  return <ForgotPasswordForm loading={auth.passwordBusy} error={auth.passwordError} onSubmit={(values) => void handleSubmit(values)} />;
});
