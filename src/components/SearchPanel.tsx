import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, IconButton, InputBase, LinearProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import type { SearchResult } from '../../shared/searchTypes.ts';
import { searchLimits } from '../../shared/searchTypes.ts';
import { searchTexts } from '../texts/searchTexts.ts';
import { resultKey, resultsInOrder, SearchResultList } from './SearchResultList.tsx';
import { visuallyHidden } from './visuallyHidden.ts';

export type SearchPanelStatus = 'idle' | 'loading' | 'done' | 'error' | 'offline';

export type SearchPanelProps = {
  open: boolean;
  /** A phone: the whole screen; wider: a panel under the top bar. */
  fullScreen: boolean;
  query: string;
  status: SearchPanelStatus;
  /** The server's French reason, when the search failed. */
  error?: string;
  results: readonly SearchResult[];
  /** The words the results answer. */
  answered: string;
  /** A further page waits (the reply's `next`). */
  more: boolean;
  loadingMore?: boolean;
  onQueryChange: (query: string) => void;
  /** Enter with no result chosen, and « Réessayer ». */
  onSearchNow: () => void;
  onOpenResult: (result: SearchResult) => void;
  onLoadMore: () => void;
  onClose: () => void;
};

/** Issue 41: the search as you type, in a dialog; the field keeps the focus and its arrows walk
 * the results (a combobox over a grouped listbox), Enter opens one, Escape closes. */
export function SearchPanel(props: SearchPanelProps) {
  const { open, fullScreen, query, onQueryChange, onClose } = props;
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (result: SearchResult) => `${id}-${resultKey(result)}`;
  const ordered = resultsInOrder(props.results);
  const [active, setActive] = useState<{ key: string; answered: string }>();
  // A choice made among earlier results does not carry over to new ones.
  const activeKey = active?.answered === props.answered && ordered.some((result) => resultKey(result) === active.key) ? active.key : undefined;
  const activeIndex = ordered.findIndex((result) => resultKey(result) === activeKey);
  const listShown = ordered.length > 0;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!listShown) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = activeIndex < 0 ? (step > 0 ? 0 : ordered.length - 1) : (activeIndex + step + ordered.length) % ordered.length;
      const result = ordered[next];
      if (result) {
        setActive({ key: resultKey(result), answered: props.answered });
        document.getElementById(optionId(result))?.scrollIntoView?.({ block: 'nearest' });
      }
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = ordered[activeIndex];
      if (result) props.onOpenResult(result);
      else props.onSearchNow();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: fullScreen ? {} : { mt: 8, maxHeight: 'calc(100% - 96px)' } } }}
    >
      <Typography id={`${id}-title`} component="h2" sx={visuallyHidden}>
        {searchTexts.title}
      </Typography>
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {fullScreen ? (
          <IconButton aria-label={searchTexts.close} onClick={onClose}>
            <ArrowBackIcon />
          </IconButton>
        ) : (
          <SearchIcon aria-hidden sx={{ mx: 1, color: 'text.secondary' }} />
        )}
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={searchTexts.fieldPlaceholder}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={handleKeyDown}
          inputProps={{
            role: 'combobox',
            type: 'search',
            enterKeyHint: 'search',
            maxLength: searchLimits.maxQueryLength,
            'aria-label': searchTexts.fieldLabel,
            'aria-autocomplete': 'list',
            'aria-expanded': listShown,
            'aria-controls': listShown ? listId : undefined,
            'aria-activedescendant': ordered[activeIndex] ? optionId(ordered[activeIndex]) : undefined,
            'aria-describedby': `${id}-keys`,
          }}
          sx={{ py: 1, fontSize: '1.05rem' }}
        />
        {!fullScreen && (
          <IconButton aria-label={searchTexts.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Box id={`${id}-keys`} sx={visuallyHidden}>
        {searchTexts.keys}
      </Box>
      {props.status === 'loading' && listShown ? <LinearProgress aria-label={searchTexts.searching} /> : <Box sx={{ height: 4 }} />}
      <Box sx={{ overflowY: 'auto', flex: 1, minHeight: 120 }}>
        <PanelBody {...props} listId={listId} optionId={optionId} activeKey={activeKey} />
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {props.status === 'done' ? searchTexts.found(props.results.length, props.more) : ''}
      </Box>
    </Dialog>
  );
}

type PanelBodyProps = SearchPanelProps & { listId: string; optionId: (result: SearchResult) => string; activeKey?: string };

function PanelBody({ status, error, results, answered, more, loadingMore = false, onSearchNow, onOpenResult, onLoadMore, listId, optionId, activeKey }: PanelBodyProps) {
  if (status === 'offline')
    return (
      <Message>
        <CloudOffIcon aria-hidden sx={{ verticalAlign: 'middle', mr: 1 }} />
        {searchTexts.offline}
      </Message>
    );
  if (status === 'error')
    return (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onSearchNow}>
              {searchTexts.retry}
            </Button>
          }
        >
          {searchTexts.failed} {error}
        </Alert>
      </Box>
    );
  if (status === 'idle')
    return (
      <Box sx={{ p: 2, color: 'text.secondary' }}>
        <Typography>{searchTexts.hint}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {searchTexts.tips}
        </Typography>
      </Box>
    );
  if (results.length === 0 && status === 'loading')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={searchTexts.searching} />
      </Box>
    );
  if (results.length === 0)
    return (
      <Box sx={{ p: 2 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{searchTexts.nothingFound(answered)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {searchTexts.nothingFoundHelp}
        </Typography>
      </Box>
    );
  return (
    <>
      <SearchResultList
        results={results}
        more={more}
        id={listId}
        activeKey={activeKey}
        optionId={optionId}
        onOpen={onOpenResult}
        label={searchTexts.resultsLabel(answered)}
      />
      {more && (
        <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
          <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
            {searchTexts.more}
          </Button>
        </Box>
      )}
    </>
  );
}

function Message({ children }: { children: ReactNode }) {
  return <Typography sx={{ p: 2, color: 'text.secondary' }}>{children}</Typography>;
}
