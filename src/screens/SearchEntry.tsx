import { lazy, Suspense, useState } from 'react';
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { SearchTrigger } from '../components/SearchTrigger.tsx';

// The search panel, its store and its texts are a chunk of their own, fetched on the first tap:
// the first load of /app carries only the button (e2e/firstLoad.e2e.ts keeps the budget).
const SearchScreen = lazy(() => import('./SearchScreen.tsx').then((m) => ({ default: m.SearchScreen })));

/** Issue 41: the top bar's search: an icon on a phone (a full-screen search), a field-like button wider. */
export function SearchEntry() {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <SearchTrigger
        compact={phone}
        onOpen={() => {
          setAsked(true);
          setOpen(true);
        }}
      />
      {asked && (
        <Suspense fallback={null}>
          <SearchScreen open={open} fullScreen={phone} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
