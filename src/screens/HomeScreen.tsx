import { observer } from 'mobx-react-lite';
import { Typography } from '@mui/material';
import { useStores } from '../app/StoresContext.tsx';
import { shellTexts } from '../texts/shellTexts.ts';

// The article feed (issue 3) replaces this greeting.
export const HomeScreen = observer(function HomeScreen() {
  const { auth } = useStores();
  return <Typography variant="h2">{shellTexts.welcome(auth.userInfo?.firstName ?? '')}</Typography>;
});
