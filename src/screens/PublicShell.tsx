import { Outlet, useLocation } from 'react-router-dom';
import { PublicLayout } from '../components/PublicLayout.tsx';

export function PublicShell() {
  const { pathname } = useLocation();
  return (
    <PublicLayout activePath={pathname}>
      <Outlet />
    </PublicLayout>
  );
}
