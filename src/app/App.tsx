import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../theme/theme.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { StoresProvider } from './StoresContext.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';

export function App({ store }: { store: RootStore }) {
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let active = true;
    void store.restore().then(() => {
      if (!active) return;
      setRestored(true);
      // A session restored from this device may have been revoked since: check it once.
      if (store.accounts.userInfo) void store.accounts.verifyToken();
    });
    return () => {
      active = false;
    };
  }, [store]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <StoresProvider store={store}>
        {restored ? (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <LoadingSpinner />
        )}
      </StoresProvider>
    </ThemeProvider>
  );
}
