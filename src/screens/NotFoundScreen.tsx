import { NotFound } from '../components/NotFound.tsx';

export function NotFoundScreen() {
  return <NotFound />;
}
