import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { PublicShell } from '../screens/PublicShell.tsx';
import { LoginScreen } from '../screens/LoginScreen.tsx';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { useRouteFocus } from './useRouteFocus.ts';

// Only the sign-in page is in the first download: every other screen is its own chunk, fetched
// when its route is first opened, so `/` and `/app` each load just what they show.
const RegisterScreen = lazy(() => import('../screens/RegisterScreen.tsx').then((m) => ({ default: m.RegisterScreen })));
const AboutScreen = lazy(() => import('../screens/AboutScreen.tsx').then((m) => ({ default: m.AboutScreen })));
const ForgotPasswordScreen = lazy(() => import('../screens/ForgotPasswordScreen.tsx').then((m) => ({ default: m.ForgotPasswordScreen })));
const AppShell = lazy(() => import('../screens/AppShell.tsx').then((m) => ({ default: m.AppShell })));
const HomeScreen = lazy(() => import('../screens/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen })));
const TubeScreen = lazy(() => import('../screens/TubeScreen.tsx').then((m) => ({ default: m.TubeScreen })));
const AppSectionScreen = lazy(() => import('../screens/AppSectionScreen.tsx').then((m) => ({ default: m.AppSectionScreen })));
const GalleryScreen = lazy(() => import('../screens/GalleryScreen.tsx').then((m) => ({ default: m.GalleryScreen })));
const ArticleScreen = lazy(() => import('../screens/ArticleScreen.tsx').then((m) => ({ default: m.ArticleScreen })));
const AccountScreen = lazy(() => import('../screens/AccountScreen.tsx').then((m) => ({ default: m.AccountScreen })));
const AdminScreen = lazy(() => import('../screens/AdminScreen.tsx').then((m) => ({ default: m.AdminScreen })));
const PublishScreen = lazy(() => import('../screens/PublishScreen.tsx').then((m) => ({ default: m.PublishScreen })));
const EditorScreen = lazy(() => import('../screens/EditorScreen.tsx').then((m) => ({ default: m.EditorScreen })));
const ChatScreen = lazy(() => import('../screens/ChatScreen.tsx').then((m) => ({ default: m.ChatScreen })));
const SlideshowScreen = lazy(() => import('../screens/SlideshowScreen.tsx').then((m) => ({ default: m.SlideshowScreen })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;
}

const { routes } = product;

export function AppRoutes() {
  useRouteFocus();
  return (
    <Routes>
      <Route element={<PublicShell />}>
        <Route path="/" element={<LoginScreen />} />
        <Route path="/register" element={<Lazy><RegisterScreen /></Lazy>} />
        <Route path="/about" element={<Lazy><AboutScreen /></Lazy>} />
        <Route path={product.publicRoutes.forgotPassword} element={<Lazy><ForgotPasswordScreen /></Lazy>} />
      </Route>
      <Route path={routes.home} element={<Lazy><AppShell /></Lazy>}>
        <Route index element={<Lazy><HomeScreen /></Lazy>} />
        <Route path={routes.gram} element={<Lazy><GalleryScreen /></Lazy>} />
        <Route path={`${routes.gramViewer}/:album`} element={<Lazy><SlideshowScreen /></Lazy>} />
        <Route path={`${routes.article}/:id`} element={<Lazy><ArticleScreen /></Lazy>} />
        <Route path={routes.publish} element={<Lazy><PublishScreen /></Lazy>} />
        <Route path={`${routes.editor}/:id`} element={<Lazy><EditorScreen /></Lazy>} />
        <Route path={routes.tube} element={<Lazy><TubeScreen /></Lazy>} />
        <Route path={routes.chat} element={<Lazy><ChatScreen /></Lazy>} />
        <Route path={routes.app} element={<Lazy><AppSectionScreen /></Lazy>} />
        <Route path={routes.admin} element={<Lazy><AdminScreen /></Lazy>} />
        <Route path={routes.account} element={<Lazy><AccountScreen /></Lazy>} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
      <Route element={<PublicShell />}>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
