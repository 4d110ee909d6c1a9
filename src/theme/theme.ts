import { createTheme } from '@mui/material/styles';
import { brand } from './palette.ts';
import { textFontFamily } from './fontFamilies.ts';

// Theme primitives in one place; components style with `sx` and these tokens only.

/** WCAG 2.2 target size: primary actions at least 44×44 px on a phone (2.5.5), so every button is. */
export const TOUCH_TARGET = 44;

// A black ring with a white halo: visible on the cream page, on white cards and on the brown bar.
const focusRing = {
  outline: '3px solid #1b1b1b',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #ffffff',
};

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.primary, contrastText: '#ffffff' },
    secondary: { main: '#7cb342' },
    background: { default: brand.background, paper: '#ffffff' },
    error: { main: '#c62828' },
    // MUI's default orange and light blue read at 3.1:1 and 3.9:1 on white; these reach 4.5:1 on
    // both the page and the cards.
    warning: { main: '#a14a00' },
    info: { main: '#0d5fa6' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: textFontFamily,
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.3rem', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Native controls and links get the same ring as MUI's buttons.
        ':focus-visible': focusRing,
        // Screens move focus to their heading after a navigation; it is a landmark, not a control.
        'h1[tabindex="-1"]:focus': { outline: 'none' },
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } },
    },
    MuiIconButton: {
      styleOverrides: { root: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } },
    },
    MuiLink: {
      styleOverrides: {
        // Links stand alone in this app ('Pas de compte ?', 'Retour aux articles'): give them a
        // finger-sized box without changing how they read.
        root: { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET },
      },
    },
    MuiPaper: { defaultProps: { elevation: 0 } },
  },
});
