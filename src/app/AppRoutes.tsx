import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { PublicShell } from '../screens/PublicShell.tsx';
import { LoginScreen } from '../screens/LoginScreen.tsx';
import { RegisterScreen } from '../screens/RegisterScreen.tsx';
import { AboutScreen } from '../screens/AboutScreen.tsx';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { AppShell } from '../screens/AppShell.tsx';
import { HomeScreen } from '../screens/HomeScreen.tsx';
import { TubeScreen } from '../screens/TubeScreen.tsx';
import { AppSectionScreen } from '../screens/AppSectionScreen.tsx';

// The admin panel is only for admins: keep it out of everyone's first download.
const AdminScreen = lazy(() => import('../screens/AdminScreen.tsx').then((m) => ({ default: m.AdminScreen })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;
}

const { routes } = product;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicShell />}>
        <Route path="/" element={<LoginScreen />} />
        <Route path="/register" element={<RegisterScreen />} />
        <Route path="/about" element={<AboutScreen />} />
      </Route>
      <Route path={routes.home} element={<AppShell />}>
        <Route index element={<HomeScreen />} />
        <Route path={routes.tube} element={<TubeScreen />} />
        <Route path={routes.app} element={<AppSectionScreen />} />
        <Route path={routes.admin} element={<Lazy><AdminScreen /></Lazy>} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
      <Route element={<PublicShell />}>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
