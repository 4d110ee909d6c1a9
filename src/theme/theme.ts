import { createTheme } from '@mui/material/styles';

// Theme primitives in one place; components style with `sx` and these tokens only.
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#6d4c41', contrastText: '#ffffff' },
    secondary: { main: '#7cb342' },
    background: { default: '#f6f1ea', paper: '#ffffff' },
    error: { main: '#c62828' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Liberation Sans", Arial, Helvetica, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.3rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiPaper: { defaultProps: { elevation: 0 } },
  },
});
