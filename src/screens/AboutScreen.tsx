import { AboutContent } from '../components/AboutContent.tsx';

export function AboutScreen() {
  return <AboutContent />;
}
