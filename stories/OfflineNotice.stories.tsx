import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { OfflineNotice } from '../src/components/OfflineNotice.tsx';

const meta = {
  title: 'Components/OfflineNotice',
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
  args: { offline: true },
  // The band is fixed to the screen; the transform makes this small page its screen, so the
  // screenshot shows it.
  decorators: [(Story) => <div data-testid="page" style={{ height: 160, transform: 'translateZ(0)' }}><Story /></div>],
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Hors ligne · Vous lisez ce que cet appareil a gardé.');
  },
};

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const band = canvas.getByRole('status').firstElementChild as HTMLElement;
    const box = band.getBoundingClientRect();
    const page = canvas.getByTestId('page').getBoundingClientRect();
    // Inside the 390 px screen, under the 56 px menu bar, and taps go through it.
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.top - page.top).toBeGreaterThanOrEqual(56);
    await expect(getComputedStyle(band).pointerEvents).toBe('none');
  },
};
