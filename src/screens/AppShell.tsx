import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Box } from '@mui/material';
import { AppMenu } from '../components/AppMenu.tsx';
import { NotAuthenticated } from '../components/NotAuthenticated.tsx';
import { useStores } from '../app/StoresContext.tsx';

export const AppShell = observer(function AppShell() {
  const { auth } = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(true);

  if (!auth.userInfo) return <NotAuthenticated />;

  // Spec §2/§4: without a valid token flag the menu leads to /; otherwise each entry sends a user
  // refresh, and a refused refresh (ban, delete, expiry) ends the session and leads to / as well.
  const handleNavigate = async (path: string) => {
    if (!auth.userToken) {
      navigate('/');
      return;
    }
    navigate(path);
    if (!(await auth.refresh())) navigate('/');
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppMenu
        firstName={auth.userInfo.firstName}
        isAdmin={auth.isAdmin}
        activePath={pathname}
        open={menuOpen}
        onToggle={() => setMenuOpen((open) => !open)}
        onNavigate={(path) => void handleNavigate(path)}
      />
      <Box component="main" sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
        <Outlet />
      </Box>
    </Box>
  );
});
