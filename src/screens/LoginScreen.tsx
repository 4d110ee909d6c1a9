import { observer } from 'mobx-react-lite';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoginForm } from '../components/LoginForm.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { product } from '../../shared/product.ts';

export const LoginScreen = observer(function LoginScreen() {
  const { auth } = useStores();
  const navigate = useNavigate();

  if (auth.userInfo && auth.userToken) return <Navigate to={product.routes.home} replace />;

  const handleSubmit = async (values: { email: string; password: string }) => {
    if (await auth.login(values)) navigate(product.routes.home);
  };

  return (
    <LoginForm
      loading={auth.loading}
      error={auth.errorLogin}
      registered={auth.success}
      onSubmit={(values) => void handleSubmit(values)}
    />
  );
});
