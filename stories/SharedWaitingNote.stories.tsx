import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SharedWaitingNote } from '../src/components/SharedWaitingNote.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/SharedWaitingNote',
  component: SharedWaitingNote,
  args: { photos: 3, videos: 0, onContinue: fn() },
} satisfies Meta<typeof SharedWaitingNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhotosWait: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 photos partagées attendent')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const PhotosWaitPhone: Story = {
  globals: phoneViewport,
  play: async (context) => {
    await PhotosWait.play?.(context);
    const box = within(context.canvasElement).getByRole('button', { name: 'Continuer' }).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.right).toBeLessThanOrEqual(390);
  },
};

export const OnePhotoAndAVideo: Story = {
  args: { photos: 1, videos: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 photo et 1 vidéo partagées attendent')).toBeInTheDocument();
  },
};

export const OneVideo: Story = {
  args: { photos: 0, videos: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 vidéo partagée attend')).toBeInTheDocument();
  },
};

export const NothingWaits: Story = {
  args: { photos: 0, videos: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Continuer' })).toBeNull();
  },
};
