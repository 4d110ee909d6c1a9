// A tile whose title is the control and stays a heading (a heading inside a button is flattened
// away): the title's ::after covers the card, so the whole tile is one large target.
export const stretchedTitle = {
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  display: 'inline',
  // ButtonBase is relative by default; static lets ::after reach the card.
  position: 'static',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&.Mui-focusVisible': { outline: 'none', boxShadow: 'none' },
} as const;

/** The card around a stretched title: the focus ring goes round the whole tile, which is what a tap opens. */
export const stretchedCard = {
  position: 'relative',
  height: '100%',
  border: 1,
  borderColor: 'divider',
  '&:hover': { bgcolor: 'action.hover' },
  '&:has(.Mui-focusVisible)': { outline: '3px solid #1b1b1b', outlineOffset: '2px' },
} as const;
