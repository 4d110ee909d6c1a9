import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { PublicShell } from '../screens/PublicShell.tsx';
import { LoginScreen } from '../screens/LoginScreen.tsx';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { routeTable, type RouteName } from './routeTable.ts';
import { useRouteFocus } from './useRouteFocus.ts';

// Only the sign-in page is in the first download: every other screen is its own chunk, fetched
// when its route is first opened, so `/` and `/app` each load just what they show.
const RegisterScreen = lazy(() => import('../screens/RegisterScreen.tsx').then((m) => ({ default: m.RegisterScreen })));
const AboutScreen = lazy(() => import('../screens/AboutScreen.tsx').then((m) => ({ default: m.AboutScreen })));
const ForgotPasswordScreen = lazy(() => import('../screens/ForgotPasswordScreen.tsx').then((m) => ({ default: m.ForgotPasswordScreen })));
const AppShell = lazy(() => import('../screens/AppShell.tsx').then((m) => ({ default: m.AppShell })));
const HomeScreen = lazy(() => import('../screens/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen })));
const TripNewsSection = lazy(() => import('../screens/TripNewsSection.tsx').then((m) => ({ default: m.TripNewsSection })));
const VideosScreen = lazy(() => import('../screens/VideosScreen.tsx').then((m) => ({ default: m.VideosScreen })));
const VideoScreen = lazy(() => import('../screens/VideoScreen.tsx').then((m) => ({ default: m.VideoScreen })));
const AppSectionScreen = lazy(() => import('../screens/AppSectionScreen.tsx').then((m) => ({ default: m.AppSectionScreen })));
const AlbumsScreen = lazy(() => import('../screens/AlbumsScreen.tsx').then((m) => ({ default: m.AlbumsScreen })));
const ArticleScreen = lazy(() => import('../screens/ArticleScreen.tsx').then((m) => ({ default: m.ArticleScreen })));
const AccountScreen = lazy(() => import('../screens/AccountScreen.tsx').then((m) => ({ default: m.AccountScreen })));
const AdminScreen = lazy(() => import('../screens/AdminScreen.tsx').then((m) => ({ default: m.AdminScreen })));
const PublishScreen = lazy(() => import('../screens/PublishScreen.tsx').then((m) => ({ default: m.PublishScreen })));
const EditorScreen = lazy(() => import('../screens/EditorScreen.tsx').then((m) => ({ default: m.EditorScreen })));
const ChatScreen = lazy(() => import('../screens/ChatScreen.tsx').then((m) => ({ default: m.ChatScreen })));
const ShareScreen = lazy(() => import('../screens/ShareScreen.tsx').then((m) => ({ default: m.ShareScreen })));
const VoyageScreen = lazy(() => import('../screens/VoyageScreen.tsx').then((m) => ({ default: m.VoyageScreen })));
const TripDayScreen = lazy(() => import('../screens/TripDayScreen.tsx').then((m) => ({ default: m.TripDayScreen })));
const ComposerScreen = lazy(() => import('../screens/ComposerScreen.tsx').then((m) => ({ default: m.ComposerScreen })));
const SlideshowScreen = lazy(() => import('../screens/SlideshowScreen.tsx').then((m) => ({ default: m.SlideshowScreen })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;
}

// Every page of routeTable, and only those: the record's type asks for each name once.
const screens: Record<RouteName, ReactNode> = {
  login: <LoginScreen />,
  register: <Lazy><RegisterScreen /></Lazy>,
  about: <Lazy><AboutScreen /></Lazy>,
  forgotPassword: <Lazy><ForgotPasswordScreen /></Lazy>,
  home: <Lazy><HomeScreen news={<TripNewsSection />} /></Lazy>,
  albums: <Lazy><AlbumsScreen /></Lazy>,
  slideshow: <Lazy><SlideshowScreen /></Lazy>,
  article: <Lazy><ArticleScreen /></Lazy>,
  publish: <Lazy><PublishScreen /></Lazy>,
  editor: <Lazy><EditorScreen /></Lazy>,
  videos: <Lazy><VideosScreen /></Lazy>,
  video: <Lazy><VideoScreen /></Lazy>,
  chat: <Lazy><ChatScreen /></Lazy>,
  app: <Lazy><AppSectionScreen /></Lazy>,
  admin: <Lazy><AdminScreen /></Lazy>,
  account: <Lazy><AccountScreen /></Lazy>,
  share: <Lazy><ShareScreen /></Lazy>,
  voyage: <Lazy><VoyageScreen /></Lazy>,
  voyageDay: <Lazy><TripDayScreen /></Lazy>,
  story: <Lazy><ComposerScreen /></Lazy>,
  storyEdit: <Lazy><ComposerScreen /></Lazy>,
};

const publicPages = routeTable.filter((entry) => entry.shell === 'public');
const appPages = routeTable.filter((entry) => entry.shell === 'app');

export function AppRoutes() {
  useRouteFocus();
  return (
    <Routes>
      <Route element={<PublicShell />}>
        {publicPages.map((entry) => (
          <Route key={entry.name} path={entry.pattern} element={screens[entry.name]} />
        ))}
      </Route>
      <Route path={product.routes.home} element={<Lazy><AppShell /></Lazy>}>
        {appPages.map((entry) =>
          // The home feed is the shell's own page.
          entry.pattern === product.routes.home ? (
            <Route key={entry.name} index element={screens[entry.name]} />
          ) : (
            <Route key={entry.name} path={entry.pattern} element={screens[entry.name]} />
          ),
        )}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
      <Route element={<PublicShell />}>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
