import { AppNotice } from '../components/AppNotice.tsx';

export function AppSectionScreen() {
  return <AppNotice />;
}
