import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { RegisterForm } from '../components/RegisterForm.tsx';
import { useStores } from '../app/StoresContext.tsx';
import type { RegisterValues } from '../stores/AccountsStore.ts';

export const RegisterScreen = observer(function RegisterScreen() {
  const { accounts } = useStores();
  const navigate = useNavigate();

  const handleSubmit = async (values: RegisterValues) => {
    // On success the login screen shows the pending-validation notice.
    if (await accounts.register(values)) navigate('/');
  };

  return (
    <RegisterForm loading={accounts.loading} error={accounts.errorRegister} onSubmit={(values) => void handleSubmit(values)} />
  );
});
