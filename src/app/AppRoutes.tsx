import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { PublicShell } from '../screens/PublicShell.tsx';
import { LoginScreen } from '../screens/LoginScreen.tsx';
import { RegisterScreen } from '../screens/RegisterScreen.tsx';
import { AboutScreen } from '../screens/AboutScreen.tsx';
import { ForgotPasswordScreen } from '../screens/ForgotPasswordScreen.tsx';
import { AccountScreen } from '../screens/AccountScreen.tsx';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { AppShell } from '../screens/AppShell.tsx';
import { HomeScreen } from '../screens/HomeScreen.tsx';
import { TubeScreen } from '../screens/TubeScreen.tsx';
import { AppSectionScreen } from '../screens/AppSectionScreen.tsx';
import { GalleryScreen } from '../screens/GalleryScreen.tsx';
import { ArticleScreen } from '../screens/ArticleScreen.tsx';
import { useRouteFocus } from './useRouteFocus.ts';

// The admin panel is only for admins: keep it out of everyone's first download.
const AdminScreen = lazy(() => import('../screens/AdminScreen.tsx').then((m) => ({ default: m.AdminScreen })));

// Publisher and editor: only writers need the builder.
const PublishScreen = lazy(() => import('../screens/PublishScreen.tsx').then((m) => ({ default: m.PublishScreen })));
const EditorScreen = lazy(() => import('../screens/EditorScreen.tsx').then((m) => ({ default: m.EditorScreen })));

const ChatScreen = lazy(() => import('../screens/ChatScreen.tsx').then((m) => ({ default: m.ChatScreen })));

// The slideshow comes with its own carousel: only album viewers download it.
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
        <Route path="/register" element={<RegisterScreen />} />
        <Route path="/about" element={<AboutScreen />} />
        <Route path={product.publicRoutes.forgotPassword} element={<ForgotPasswordScreen />} />
      </Route>
      <Route path={routes.home} element={<AppShell />}>
        <Route index element={<HomeScreen />} />
        <Route path={routes.gram} element={<GalleryScreen />} />
        <Route path={`${routes.gramViewer}/:album`} element={<Lazy><SlideshowScreen /></Lazy>} />
        <Route path={`${routes.article}/:id`} element={<ArticleScreen />} />
        <Route path={routes.publish} element={<Lazy><PublishScreen /></Lazy>} />
        <Route path={`${routes.editor}/:id`} element={<Lazy><EditorScreen /></Lazy>} />
        <Route path={routes.tube} element={<TubeScreen />} />
        <Route path={routes.chat} element={<Lazy><ChatScreen /></Lazy>} />
        <Route path={routes.app} element={<AppSectionScreen />} />
        <Route path={routes.admin} element={<Lazy><AdminScreen /></Lazy>} />
        <Route path={routes.account} element={<AccountScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
      <Route element={<PublicShell />}>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
