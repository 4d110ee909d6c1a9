import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Box } from '@mui/material';
import { AppMenu, useWideMenu } from '../components/AppMenu.tsx';
import { NotAuthenticated } from '../components/NotAuthenticated.tsx';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { OfflineNotice } from '../components/OfflineNotice.tsx';
import { UpdatePrompt } from '../components/UpdatePrompt.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { useRouteTitle } from '../app/useRouteTitle.ts';
import { loginRedirectState } from '../app/loginRedirect.ts';
import { shellTexts } from '../texts/shellTexts.ts';
import { product } from '../../shared/product.ts';
import { appPaths } from '../api/specNames.ts';
import { useSignOut } from '../app/useSignOut.tsx';
import { resumeStoryOutbox } from '../stores/storyOutboxOf.ts';
import { SearchEntry } from './SearchEntry.tsx';
import { TRIP_STORE } from '../stores/RootStore.ts';
import type { TripStore } from '../stores/TripStore.ts';

export const AppShell = observer(function AppShell() {
  const root = useStores();
  const { accounts } = root;
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const wide = useWideMenu();
  // Spec: the menu is opened and closed with a button. On a phone it starts closed so the screen
  // starts under the bar; a wide screen has room for it open. Each layout keeps its own state, so
  // turning a tablet does not throw a drawer over the page.
  const [barOpen, setBarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { live, offline } = root;
  useRouteTitle(accounts.userInfo ? undefined : shellTexts.sections.signedOut, accounts.userInfo ? live.total : 0);
  const signedIn = accounts.userInfo !== null;
  const { requestSignOut, signOutDialog } = useSignOut(root);

  // One live connection while signed in: new articles, comments, chat and sign-ups as they happen.
  useEffect(() => {
    if (!signedIn) return undefined;
    live.start();
    return () => live.stop();
  }, [live, signedIn]);

  // Issue 40: the stories this device keeps waiting leave by themselves once signed in.
  useEffect(() => {
    if (signedIn) void resumeStoryOutbox(root);
  }, [root, signedIn]);
  const signedOutHere = !accounts.userInfo && accounts.leaving;

  // A sign-out on this device (menu, account screen) leads to the login page, not to the guard:
  // the relative asked to leave. Back to a signed-in page afterwards leads there again.
  useEffect(() => {
    if (signedOutHere) void navigate('/', { replace: true });
  }, [signedOutHere, navigate]);

  if (signedOutHere) return <LoadingSpinner />;

  // After signing in, the relative lands on the page they opened (a shared article link).
  if (!accounts.userInfo) return <NotAuthenticated loginState={loginRedirectState(`${pathname}${search}${hash}`)} reason={accounts.endedBecause} />;

  // Refused by the store (no token flag, or a refused refresh), a menu entry leads to /, and the
  // chosen section is opened once the relative has signed in again.
  const handleNavigate = async (path: string) => {
    // Issue 39: at the tap on Voyage, its code and its map are asked for at once, not after the
    // feed has been taken down and the route drawn (useTripScreen joins this read).
    if (path === product.routes.voyage) {
      void import('./VoyageScreen.tsx');
      const loadTrip = (trip: TripStore) => void trip.load({ quiet: trip.tripDays !== undefined, land: true });
      // The feed's line has most often made the trip's store: its reads leave now. Its module,
      // imported again, answers only after the new route's render (reads 300 ms later on a phone).
      const made = root.madeScreenStore<TripStore>(TRIP_STORE);
      if (made) loadTrip(made);
      // Imported here, the store stays out of /app's first load.
      else void import('../stores/TripStore.ts').then(({ tripOf }) => loadTrip(tripOf(root)));
      // One turn of the event loop, so the requests leave before the new route's render holds the thread.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (!(await accounts.openSection(() => navigate(path)))) navigate('/', { state: loginRedirectState(path) });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppMenu
        pseudo={accounts.pseudo ?? ''}
        isAdmin={accounts.isAdmin}
        activePath={pathname}
        open={wide ? barOpen : drawerOpen}
        onToggle={() => (wide ? setBarOpen((open) => !open) : setDrawerOpen((open) => !open))}
        onClose={() => setDrawerOpen(false)}
        onNavigate={(path) => void handleNavigate(path)}
        onSignOut={requestSignOut}
        search={<SearchEntry />}
        badges={{
          [product.routes.home]: live.newArticles,
          [product.routes.chat]: live.chatUnread,
          [appPaths.albums]: live.newAlbumItems,
          [product.routes.admin]: accounts.isAdmin ? live.pendingCount : 0,
        }}
      />
      {/* The browser's flag misses a network that is there without internet (a hotel Wi-Fi): a
          live connection that cannot reach the server says so too. */}
      <OfflineNotice offline={!offline.online || live.status === 'reconnecting'} />
      <Box component="main" sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Box>
      <UpdatePrompt waiting={offline.updateWaiting} onReload={() => offline.applyUpdate()} />
      {signOutDialog}
    </Box>
  );
});
