import type { Preview } from '@storybook/react-vite';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../src/theme/theme.ts';
import { stableRendering } from './stableRendering.tsx';

// Every provider a component may need lives in this one decorator, so a story needs nothing else.
// A story that needs a given location sets `parameters.route`.
const preview: Preview = {
  decorators: [
    stableRendering,
    (Story, context) => (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <MemoryRouter initialEntries={[(context.parameters.route as string | undefined) ?? '/']}>
          <Story />
        </MemoryRouter>
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
  },
};

export default preview;
