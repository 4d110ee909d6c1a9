import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { LoginForm } from '../components/LoginForm.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { redirectAfterLogin } from '../app/loginRedirect.ts';

export const LoginScreen = observer(function LoginScreen() {
  const { accounts } = useStores();
  // A failed attempt leaves the location, and so the wanted page, as it was: the retry keeps it.
  const { state } = useLocation();

  // A successful login sets the user info and the token flag, and this same redirect takes the
  // relative on: to the signed-in page they first opened, or home. Replacing / keeps the login
  // form out of the Back button's way.
  if (accounts.userInfo && accounts.userToken) return <Navigate to={redirectAfterLogin(state)} replace />;

  return (
    <LoginForm
      loading={accounts.loading}
      error={accounts.errorLogin}
      registered={accounts.success}
      passwordReset={accounts.passwordReset}
      onSubmit={(values) => void accounts.login(values)}
    />
  );
});
