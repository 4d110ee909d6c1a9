import { Outlet, useLocation } from 'react-router-dom';
import { PublicLayout } from '../components/PublicLayout.tsx';
import { useRouteTitle } from '../app/useRouteTitle.ts';

export function PublicShell() {
  const { pathname } = useLocation();
  useRouteTitle();
  return (
    <PublicLayout activePath={pathname}>
      <Outlet />
    </PublicLayout>
  );
}
