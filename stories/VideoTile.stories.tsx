import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VideoTile } from '../src/components/VideoTile.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { failedVideo, longTitleVideo, processingVideo, readyVideo } from './support/sampleVideos.ts';

const meta = {
  title: 'Components/VideoTile',
  component: VideoTile,
  args: { video: readyVideo, onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof VideoTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('01:23')).toBeVisible();
    await expect(canvas.getByText('Durée : 1 minute 23 secondes')).toBeInTheDocument();
    await expect(canvas.getByText('Ajoutée par Marie')).toBeVisible();
    await expect(canvas.getByText('14/07/2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Le lac au petit matin' }));
    await expect(args.onOpen).toHaveBeenCalledWith(readyVideo.id);
  },
};

/** Issue 38: the title is a 44 px tap target on a phone, even on one line. */
export const ReadyOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('button', { name: 'Le lac au petit matin' }).getBoundingClientRect();
    await expect(title.height).toBeGreaterThanOrEqual(44);
    await expect(title.width).toBeGreaterThanOrEqual(44);
  },
};

export const Processing: Story = {
  args: { video: processingVideo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Préparation : 42 %')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Préparation : 42 %' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Failed: Story = {
  args: { video: failedVideo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Préparation impossible')).toBeVisible();
    await expect(canvas.getByText(/le fichier est illisible ou incomplet/)).toBeVisible();
  },
};

export const LongFrenchTitle: Story = {
  args: { video: longTitleVideo },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1:02:05')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
