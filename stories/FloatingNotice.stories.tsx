import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { FloatingNotice } from '../src/components/FloatingNotice.tsx';

const meta = {
  title: 'Components/FloatingNotice',
  component: FloatingNotice,
  parameters: { layout: 'fullscreen' },
  args: {
    children: 'Hors ligne · Vous lisez ce que cet appareil a gardé : les articles ouverts et leurs photos restent lisibles jusqu’au retour du réseau.',
  },
  // The notice is fixed to the screen; the transform makes this small page its screen.
  decorators: [(Story) => <div data-testid="page" style={{ height: 200, transform: 'translateZ(0)' }}><Story /></div>],
} satisfies Meta<typeof FloatingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongFrenchTextOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pill = canvas.getByRole('status').firstElementChild as HTMLElement;
    const box = pill.getBoundingClientRect();
    // The long text wraps inside the screen instead of running off it.
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.height).toBeGreaterThan(44);
  },
};
