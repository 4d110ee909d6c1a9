import { GlobalStyles } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { Decorator } from '@storybook/react-vite';

// Screenshot baselines must not depend on timing: no ripples after a click, no spinning
// progress, no blinking caret in a focused field, no transitions still running.
// MUI's Grow, Fade and Slide run on timers from the theme: with no duration, a menu or dialog that
// closes at the end of a play has left the page before the picture is taken.
const instantTransitions = (outer: Theme): Theme['transitions'] => ({
  ...outer.transitions,
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  getAutoHeightDuration: () => 0,
});

const withoutRipples = (outer: Theme): Theme => ({
  ...outer,
  transitions: instantTransitions(outer),
  components: {
    ...outer.components,
    MuiButtonBase: {
      ...outer.components?.MuiButtonBase,
      defaultProps: { ...outer.components?.MuiButtonBase?.defaultProps, disableRipple: true },
    },
  },
});

const frozen = {
  '*, *::before, *::after': {
    animation: 'none !important',
    transition: 'none !important',
    caretColor: 'transparent !important',
  },
};

export const stableRendering: Decorator = (Story) => (
  <ThemeProvider theme={withoutRipples}>
    <GlobalStyles styles={frozen} />
    <Story />
  </ThemeProvider>
);
