import { TubePlaceholder } from '../components/TubePlaceholder.tsx';

export function TubeScreen() {
  return <TubePlaceholder />;
}
