import { useEffect, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../theme/theme.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { StoresProvider } from './StoresContext.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { createGuardedHistory, LeaveGuardContext } from './leaveGuard.ts';

export function App({ store }: { store: RootStore }) {
  const [restored, setRestored] = useState(false);
  // The browser's history, with a screen's say before it is left (issue 24: drafts).
  const [guarded] = useState(createGuardedHistory);

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
          <LeaveGuardContext value={guarded.guard}>
            <HistoryRouter history={guarded.history}>
              <AppRoutes />
            </HistoryRouter>
          </LeaveGuardContext>
        ) : (
          <LoadingSpinner />
        )}
      </StoresProvider>
    </ThemeProvider>
  );
}
