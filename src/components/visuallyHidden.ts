/** Text for screen readers only: out of sight, still read. In sx a bare 1 means 100 %, so the
 * pixel sizes are spelled out. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
