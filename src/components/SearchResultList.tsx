import { Box, Typography } from '@mui/material';
import { searchKinds, type SearchKind, type SearchResult } from '../../shared/searchTypes.ts';
import { searchTexts } from '../texts/searchTexts.ts';
import { formatDay } from './formatDate.ts';

export type SearchResultGroup = { kind: SearchKind; results: SearchResult[] };

/** The results by kind, in the contract's order of kinds; inside a kind, as the server ranked them. */
export function groupResults(results: readonly SearchResult[]): SearchResultGroup[] {
  return searchKinds
    .map((kind) => ({ kind, results: results.filter((result) => result.kind === kind) }))
    .filter((group) => group.results.length > 0);
}

/** The order the arrows walk: group after group, as drawn. */
export function resultsInOrder(results: readonly SearchResult[]): SearchResult[] {
  return groupResults(results).flatMap((group) => group.results);
}

export const resultKey = (result: SearchResult) => `${result.kind}-${result.id}`;

export type HighlightedTextProps = { text: string; spans: readonly (readonly [number, number])[] };

/** The words that matched, marked; spans out of order, overlapping or out of range are tolerated. */
export function HighlightedText({ text, spans }: HighlightedTextProps) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, at);
    const to = Math.min(end, text.length);
    if (to <= from) continue;
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    parts.push({ text: text.slice(from, to), marked: true });
    at = to;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <Box component="mark" key={index} sx={{ bgcolor: '#ffe08a', color: 'inherit', fontWeight: 700, borderRadius: '2px', px: '1px' }}>
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

export type SearchResultListProps = {
  results: readonly SearchResult[];
  /** More pages wait: the counts read « 20+ ». */
  more: boolean;
  /** The id of the listbox, named by the field (aria-controls). */
  id: string;
  /** The option the arrows reached, by resultKey. */
  activeKey?: string;
  optionId: (result: SearchResult) => string;
  onOpen: (result: SearchResult) => void;
  label: string;
};

/** Issue 41: the results as a grouped listbox the field drives (aria-activedescendant). */
export function SearchResultList({ results, more, id, activeKey, optionId, onOpen, label }: SearchResultListProps) {
  return (
    <Box component="div" role="listbox" id={id} aria-label={label} sx={{ pb: 1 }}>
      {groupResults(results).map((group) => (
        <Box key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
          <Typography
            id={`${id}-${group.kind}`}
            component="div"
            role="presentation"
            variant="overline"
            sx={{ display: 'block', px: 2, pt: 1.5, color: 'text.secondary', fontWeight: 700, lineHeight: 1.6 }}
          >
            {searchTexts.group(group.kind, group.results.length, more)}
          </Typography>
          {group.results.map((result) => {
            const active = resultKey(result) === activeKey;
            return (
              <Box
                key={resultKey(result)}
                id={optionId(result)}
                role="option"
                aria-selected={active}
                // The field keeps the focus; a click or tap opens the result.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onOpen(result)}
                sx={{
                  px: 2,
                  py: 1,
                  cursor: 'pointer',
                  borderLeft: 4,
                  borderColor: active ? 'secondary.main' : 'transparent',
                  bgcolor: active ? 'action.selected' : 'transparent',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{result.title}</Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <HighlightedText text={result.snippet} spans={result.highlights} />
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {searchTexts.byline(result.author, formatDay(result.ts))}
                </Typography>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
