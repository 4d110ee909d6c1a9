import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from '@mui/material';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { OfflineNotice } from '../src/components/OfflineNotice.tsx';

const meta = {
  title: 'Components/OfflineNotice',
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
  args: { offline: true },
  // The page the notice sits above: its first line must stay visible under it.
  decorators: [
    (Story) => (
      <div data-testid="page" style={{ height: 160 }}>
        <Story />
        <Typography variant="h2" sx={{ p: 1.5 }}>
          Ajouter des photos
        </Typography>
      </div>
    ),
  ],
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

/** Issue 38: on a phone the notice takes its own line and covers nothing of the page. */
export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status').getBoundingClientRect();
    const title = canvas.getByRole('heading', { name: 'Ajouter des photos' }).getBoundingClientRect();
    await expect(notice.left).toBeGreaterThanOrEqual(0);
    await expect(notice.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(title.top).toBeGreaterThanOrEqual(notice.bottom);
    await expect(getComputedStyle(canvas.getByRole('status')).position).not.toBe('fixed');
  },
};
