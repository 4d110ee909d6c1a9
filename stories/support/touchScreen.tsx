import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { userEvent } from 'storybook/test';
import { TOUCH_SCREEN_QUERY } from '../../src/components/PhotoViewer.tsx';

/** The test browser has a mouse; this makes the viewer believe it runs on a phone's touch screen. */
export const touchScreen: Decorator = (Story) => (
  <ThemeProvider
    theme={(outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiUseMediaQuery: {
          defaultProps: {
            matchMedia: (query: string) =>
              query === TOUCH_SCREEN_QUERY
                ? ({ matches: true, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList)
                : window.matchMedia(query),
          },
        },
      },
    })}
  >
    <Story />
  </ThemeProvider>
);

/** A finger put down at `fromX`, moved to `toX` and lifted, at mid height of `target`. */
export async function swipe(target: HTMLElement, fromX: number, toX: number) {
  const box = target.getBoundingClientRect();
  const clientY = box.top + box.height / 2;
  await userEvent.pointer([
    { keys: '[TouchA>]', target, coords: { clientX: fromX, clientY } },
    { pointerName: 'TouchA', target, coords: { clientX: (fromX + toX) / 2, clientY } },
    { pointerName: 'TouchA', target, coords: { clientX: toX, clientY } },
    { keys: '[/TouchA]', target, coords: { clientX: toX, clientY } },
  ]);
}

/** `count` quick taps at the middle of `target`, in one gesture so they stay within the double-tap delay. */
export async function tap(target: HTMLElement, count = 1) {
  const box = target.getBoundingClientRect();
  const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  await userEvent.pointer(Array.from({ length: count }, () => ({ keys: '[TouchA]', target, coords })));
}

/** Two fingers put down `from` px apart around the middle of `target`, spread to `to` px, lifted. */
export async function pinch(target: HTMLElement, from: number, to: number) {
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const clientY = box.top + box.height / 2;
  await userEvent.pointer([
    { keys: '[TouchA>]', target, coords: { clientX: x - from / 2, clientY } },
    { keys: '[TouchB>]', target, coords: { clientX: x + from / 2, clientY } },
    { pointerName: 'TouchA', target, coords: { clientX: x - to / 2, clientY } },
    { pointerName: 'TouchB', target, coords: { clientX: x + to / 2, clientY } },
    { keys: '[/TouchA]', target, coords: { clientX: x - to / 2, clientY } },
    { keys: '[/TouchB]', target, coords: { clientX: x + to / 2, clientY } },
  ]);
}
