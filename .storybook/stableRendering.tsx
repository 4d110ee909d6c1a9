import { GlobalStyles } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { Decorator } from '@storybook/react-vite';

// Screenshot baselines must not depend on timing: no ripples after a click, no spinning
// progress, no blinking caret in a focused field.
const withoutRipples = (outer: Theme): Theme => ({
  ...outer,
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
