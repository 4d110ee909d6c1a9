// The brand colours, free of MUI: the theme, the web manifest and the home-screen icons read them.
export const brand = {
  primary: '#6d4c41',
  /** The page's cream, also the splash screen's background on a phone. */
  background: '#f6f1ea',
  /** The burrow's dark earth in the icon. */
  earth: '#3e2723',
  pink: '#f8bbd0',
} as const;
