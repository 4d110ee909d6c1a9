import type { Preview } from '@storybook/react-vite';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { theme } from '../src/theme/theme.ts';
import '../src/theme/fonts.css';
import { stableRendering } from './stableRendering.tsx';
import { checkStoryAccessibility } from './axeCheck.ts';
import { storyViewports } from './viewports.ts';

// waitFor and findBy* wait up to 5 s instead of 1 s: CI runs on a busy 2-core machine, where a
// resize observer or a lazy chunk can take longer than a second, and a pass costs no extra time.
configure({ asyncUtilTimeout: 5000 });

// Every provider a component may need lives in this one decorator, so a story needs nothing else.
// A story that needs a given location sets `parameters.route`; one that brings its own router (the
// app's guarded history, stories/support/withLeaveGuard.tsx) sets `parameters.ownRouter`; a phone story sets
// `globals: { viewport: { value: 'phone' } }` (390×844, the size relatives use most).
const preview: Preview = {
  decorators: [
    stableRendering,
    (Story, context) => (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {context.parameters.ownRouter ? (
          <Story />
        ) : (
          <MemoryRouter initialEntries={[(context.parameters.route as string | undefined) ?? '/']}>
            <Story />
          </MemoryRouter>
        )}
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
    viewport: { options: storyViewports },
  },
  // Every story, in Storybook and as a test, is checked by axe-core once its play has run.
  afterEach: async ({ parameters }) => checkStoryAccessibility(parameters),
};

export default preview;
