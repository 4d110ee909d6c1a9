import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddPhotosButton } from '../src/components/AddPhotosButton.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { jpegFiles } from './support/sampleFiles.ts';

const meta = {
  title: 'Components/AddPhotosButton',
  component: AddPhotosButton,
  args: { onPick: fn() },
} satisfies Meta<typeof AddPhotosButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PicksManyPhotos: Story = {
  play: async ({ args, canvasElement }) => {
    const picker = within(canvasElement).getByLabelText('Choisir des photos ou des vidéos');
    await expect(picker).toHaveAttribute('accept', 'image/*,video/*');
    await expect(picker).toHaveAttribute('multiple');
    const files = jpegFiles(12);
    await userEvent.upload(picker, files);
    await expect(args.onPick).toHaveBeenCalledWith(files);
  },
};

/** Issue 38: a phone's gallery offers its videos too; they go to the album with the photos. */
export const PicksPhotosAndVideos: Story = {
  globals: phoneViewport,
  play: async ({ args, canvasElement }) => {
    const picker = within(canvasElement).getByLabelText('Choisir des photos ou des vidéos');
    const files = [...jpegFiles(1), new File([new Uint8Array(64)], 'Descente à ski.mp4', { type: 'video/mp4' })];
    await userEvent.upload(picker, files);
    await expect(args.onPick).toHaveBeenCalledWith(files);
    const button = within(canvasElement).getByRole('button', { name: 'Choisir des photos ou des vidéos' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choisir des photos ou des vidéos' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  args: { label: 'Ajouter des photos' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ajouter des photos' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
