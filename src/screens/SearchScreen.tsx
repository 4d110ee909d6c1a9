import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { SearchPanel } from '../components/SearchPanel.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { searchOf } from '../stores/SearchStore.ts';

export type SearchScreenProps = {
  open: boolean;
  fullScreen: boolean;
  onClose: () => void;
};

/** Issue 41: the search panel over the search store. The words stay when it closes, so the
 * relative who opened a result and came back finds the same list. */
export const SearchScreen = observer(function SearchScreen({ open, fullScreen, onClose }: SearchScreenProps) {
  const root = useStores();
  const search = searchOf(root);
  const navigate = useNavigate();
  const online = root.offline.online;

  // The network back: the words typed offline are asked at once.
  useEffect(() => {
    if (online && search.status === 'offline') void search.search();
  }, [online, search]);

  return (
    <SearchPanel
      open={open}
      fullScreen={fullScreen}
      query={search.query}
      status={search.status}
      error={search.error}
      results={search.results.slice()}
      answered={search.answered}
      more={search.next !== null}
      loadingMore={search.loadingMore}
      onQueryChange={(query) => search.setQuery(query)}
      onSearchNow={() => void search.search()}
      onLoadMore={() => void search.loadMore()}
      onClose={onClose}
      onOpenResult={(result) => {
        onClose();
        void navigate(result.url);
      }}
    />
  );
});
