import { useEffect, useState, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../theme/theme.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { StoresProvider } from './StoresContext.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { createGuardedHistory, LeaveGuardContext } from './leaveGuard.ts';

/** What every render of the app sits in, in the browser and in the build's prerender alike. */
export function AppFrame({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <StoresProvider store={store}>{children}</StoresProvider>
    </ThemeProvider>
  );
}

export type AppProps = {
  store: RootStore;
  /** The page came prerendered by the build (scripts/prerenderPlugin.ts): a public page drawn with
   * the stores as they start, which hydration must draw the same. It shows at once, and the stores
   * restore behind it: a relative still signed in is then taken on to /app by the login screen. */
  prerendered?: boolean;
};

export function App({ store, prerendered = false }: AppProps) {
  const [restored, setRestored] = useState(prerendered);
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
    <AppFrame store={store}>
      {restored ? (
        <LeaveGuardContext value={guarded.guard}>
          <HistoryRouter history={guarded.history}>
            <AppRoutes />
          </HistoryRouter>
        </LeaveGuardContext>
      ) : (
        <LoadingSpinner />
      )}
    </AppFrame>
  );
}
