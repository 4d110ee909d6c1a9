import { useSyncExternalStore } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { NotificationOffer } from '../components/NotificationOffer.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';
import { useStores } from '../app/StoresContext.tsx';
import type { RegisterValues } from '../stores/AccountsStore.ts';

const noSubscription = () => () => undefined;

export const RegisterScreen = observer(function RegisterScreen() {
  const { accounts, push } = useStores();
  const navigate = useNavigate();
  // The build draws this page with the offer, as most browsers show it (src/app/prerender.tsx):
  // hydration draws it the same, then this device's own answer (mobx re-renders on a change).
  const offered = useSyncExternalStore(noSubscription, () => push.support === 'supported', () => true);

  const handleSubmit = async (values: RegisterValues) => {
    // On success the login screen shows the pending-validation notice.
    if (await accounts.register(values, push.registrationSubscription)) navigate('/');
  };

  return (
    <RegisterForm
      loading={accounts.loading}
      error={accounts.errorRegister}
      onSubmit={(values) => void handleSubmit(values)}
      extra={
        offered && (
          <NotificationOffer
            checked={push.registrationSubscription !== undefined}
            busy={push.status === 'saving'}
            error={push.error}
            onChange={(checked) => void push.offerForRegistration(checked)}
          />
        )
      }
    />
  );
});
